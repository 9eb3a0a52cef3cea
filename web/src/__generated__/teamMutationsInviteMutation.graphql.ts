/**
 * @generated SignedSource<<05195cb731777dde89956cd6daf90bef>>
 * @relayHash da7c01d097d7cb5439de107ea24ff364
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b33f67ce7fc1c7e19f22b90cc6d1547a6e5cad37718dc3464928acdf78d49bd3

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "MANAGER" | "USER" | "%future added value";
export type InviteMembersInput = {
  emails: ReadonlyArray<string>;
  role: Role;
  teamId?: string | null | undefined;
};
export type teamMutationsInviteMutation$variables = {
  input: InviteMembersInput;
};
export type teamMutationsInviteMutation$data = {
  readonly inviteMembers: {
    readonly __typename: string;
    readonly code?: string;
    readonly invitations?: ReadonlyArray<{
      readonly email: string;
      readonly id: string;
    }>;
    readonly problems?: ReadonlyArray<{
      readonly code: string;
      readonly path: string;
    }>;
  };
};
export type teamMutationsInviteMutation = {
  response: teamMutationsInviteMutation$data;
  variables: teamMutationsInviteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = [
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
    "name": "inviteMembers",
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
            "concreteType": "Invitation",
            "kind": "LinkedField",
            "name": "invitations",
            "plural": true,
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
                "name": "email",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationInviteMembersSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
            "concreteType": "FieldProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationFailed",
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
    "name": "teamMutationsInviteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "teamMutationsInviteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b33f67ce7fc1c7e19f22b90cc6d1547a6e5cad37718dc3464928acdf78d49bd3",
    "metadata": {},
    "name": "teamMutationsInviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e3a2cf67abc17018efd291a18cdca740";

export default node;
