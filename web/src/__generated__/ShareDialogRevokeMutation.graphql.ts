/**
 * @generated SignedSource<<8856bb70d9881e4f9a2cc481ce19a926>>
 * @relayHash 699e19f8110a5bbc941524d4ecbf628d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e55fd9e7375f07150aea89f729714ad747e080a2d701762661ac62464baab762

import { ConcreteRequest } from 'relay-runtime';
export type ShareDialogRevokeMutation$variables = {
  id: string;
};
export type ShareDialogRevokeMutation$data = {
  readonly revokeCloudShareLink: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type ShareDialogRevokeMutation = {
  response: ShareDialogRevokeMutation$data;
  variables: ShareDialogRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revokeCloudShareLink",
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
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "ShareDialogRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareDialogRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e55fd9e7375f07150aea89f729714ad747e080a2d701762661ac62464baab762",
    "metadata": {},
    "name": "ShareDialogRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "78c8b90e599c068db2319beeb3becde4";

export default node;
