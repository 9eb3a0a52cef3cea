/**
 * @generated SignedSource<<f961150e9b1c2b734b9eabbdbcee9551>>
 * @relayHash 188b09405ff5e8b5b1769569241a902a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f98391aefa15fdb2cd4bdd806329bd2711e6b5550437980aeceb359e38b5c345

import { ConcreteRequest } from 'relay-runtime';
export type AssignMemberTeamInput = {
  teamId?: string | null | undefined;
  userId: string;
};
export type teamMutationsAssignTeamMutation$variables = {
  input: AssignMemberTeamInput;
};
export type teamMutationsAssignTeamMutation$data = {
  readonly assignMemberTeam: {
    readonly __typename: string;
    readonly code?: string;
    readonly member?: {
      readonly id: string;
      readonly team: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    };
  };
};
export type teamMutationsAssignTeamMutation = {
  response: teamMutationsAssignTeamMutation$data;
  variables: teamMutationsAssignTeamMutation$variables;
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
  "name": "id",
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
    "name": "assignMemberTeam",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Team",
                "kind": "LinkedField",
                "name": "team",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationAssignMemberTeamSuccess",
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
    "name": "teamMutationsAssignTeamMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "teamMutationsAssignTeamMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f98391aefa15fdb2cd4bdd806329bd2711e6b5550437980aeceb359e38b5c345",
    "metadata": {},
    "name": "teamMutationsAssignTeamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a7211082a83e25f76fdbac26a216858d";

export default node;
