/**
 * @generated SignedSource<<0e52c0a18d8025300d35e09144dfce5e>>
 * @relayHash ef4da78b5fcbc912f6aa4caea11ca872
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f043f839a10994ab76bc656519c00e0c0697627ff527c294c54e226ba829409

import { ConcreteRequest } from 'relay-runtime';
export type CloseOrganizationInput = {
  currentPassword?: string | null | undefined;
  name: string;
};
export type CloseOrganizationCardMutation$variables = {
  input: CloseOrganizationInput;
};
export type CloseOrganizationCardMutation$data = {
  readonly closeOrganization: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly retryAfterMinutes?: number;
  };
};
export type CloseOrganizationCardMutation = {
  response: CloseOrganizationCardMutation$data;
  variables: CloseOrganizationCardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "closeOrganization",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "retryAfterMinutes",
            "storageKey": null
          }
        ],
        "type": "RateLimited",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CloseOrganizationCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CloseOrganizationCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0f043f839a10994ab76bc656519c00e0c0697627ff527c294c54e226ba829409",
    "metadata": {},
    "name": "CloseOrganizationCardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1b5cd8c3e3d3ffa24da9064cde4841b2";

export default node;
