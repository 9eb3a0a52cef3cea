/**
 * @generated SignedSource<<9d5244f4f262417f98867030e6d73fec>>
 * @relayHash be0d45483c7f9261c54423aabf7da809
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3dcfe11bce81787729a5bf44f91eb3d01397d1c8b9fb1fd2488cc14d013b45a2

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "MANAGER" | "USER" | "%future added value";
export type ChangeMemberRoleInput = {
  role: Role;
  userId: string;
};
export type teamMutationsChangeRoleMutation$variables = {
  input: ChangeMemberRoleInput;
};
export type teamMutationsChangeRoleMutation$data = {
  readonly changeMemberRole: {
    readonly __typename: string;
    readonly code?: string;
    readonly member?: {
      readonly id: string;
      readonly role: Role;
    };
  };
};
export type teamMutationsChangeRoleMutation = {
  response: teamMutationsChangeRoleMutation$data;
  variables: teamMutationsChangeRoleMutation$variables;
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
    "name": "changeMemberRole",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "member",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationChangeMemberRoleSuccess",
        "abstractKey": null
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
    "name": "teamMutationsChangeRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "teamMutationsChangeRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3dcfe11bce81787729a5bf44f91eb3d01397d1c8b9fb1fd2488cc14d013b45a2",
    "metadata": {},
    "name": "teamMutationsChangeRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8562b5f3fe403e0adb52101dd2d69fa3";

export default node;
