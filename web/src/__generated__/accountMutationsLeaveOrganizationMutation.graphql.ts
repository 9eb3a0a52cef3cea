/**
 * @generated SignedSource<<a24d77eb2181f36adf92eeb614ebe400>>
 * @relayHash be4c130195939d85e23ab027a6800c6a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1f6cd3cba2d0373ed9feb3a3f2b26395cfac26ddece3de65e70a02f41daf7b6

import { ConcreteRequest } from 'relay-runtime';
export type accountMutationsLeaveOrganizationMutation$variables = {
  currentPassword?: string | null | undefined;
};
export type accountMutationsLeaveOrganizationMutation$data = {
  readonly leaveOrganization: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly retryAfterMinutes?: number;
  };
};
export type accountMutationsLeaveOrganizationMutation = {
  response: accountMutationsLeaveOrganizationMutation$data;
  variables: accountMutationsLeaveOrganizationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "currentPassword"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "currentPassword",
        "variableName": "currentPassword"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "leaveOrganization",
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
    "name": "accountMutationsLeaveOrganizationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountMutationsLeaveOrganizationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f1f6cd3cba2d0373ed9feb3a3f2b26395cfac26ddece3de65e70a02f41daf7b6",
    "metadata": {},
    "name": "accountMutationsLeaveOrganizationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "030f1334801cd619777ba660a665a9da";

export default node;
