/**
 * @generated SignedSource<<e7f2da8e33f62c6c200936826b29dc90>>
 * @relayHash 6ee7f68eb23f80dcfc7ab8587ecc0e19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42cf5a999d856726b207055a9a69c6899a3f147b0d86f4cb50d45d6f2726a514

import { ConcreteRequest } from 'relay-runtime';
export type teamMutationsCreateTeamMutation$variables = {
  name: string;
};
export type teamMutationsCreateTeamMutation$data = {
  readonly createTeam: {
    readonly __typename: string;
    readonly code?: string;
    readonly team?: {
      readonly id: string;
      readonly memberCount: number;
      readonly name: string;
    };
  };
};
export type teamMutationsCreateTeamMutation = {
  response: teamMutationsCreateTeamMutation$data;
  variables: teamMutationsCreateTeamMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createTeam",
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
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "team",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "memberCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateTeamSuccess",
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
    "name": "teamMutationsCreateTeamMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "teamMutationsCreateTeamMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "42cf5a999d856726b207055a9a69c6899a3f147b0d86f4cb50d45d6f2726a514",
    "metadata": {},
    "name": "teamMutationsCreateTeamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f68538acb06370501a690e3274860b62";

export default node;
