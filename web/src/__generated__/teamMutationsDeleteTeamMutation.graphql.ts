/**
 * @generated SignedSource<<8e8f2ebefb051fbbd78a7bf6b8620ee8>>
 * @relayHash 0c4ede6fcc60e3a52a5e59c4b3a83b39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b58047118ca9032fe9cfeb4a2a5993b807373a57da10764167b0a1d3c30cb0f0

import { ConcreteRequest } from 'relay-runtime';
export type teamMutationsDeleteTeamMutation$variables = {
  id: string;
};
export type teamMutationsDeleteTeamMutation$data = {
  readonly deleteTeam: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type teamMutationsDeleteTeamMutation = {
  response: teamMutationsDeleteTeamMutation$data;
  variables: teamMutationsDeleteTeamMutation$variables;
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
    "name": "deleteTeam",
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
    "name": "teamMutationsDeleteTeamMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "teamMutationsDeleteTeamMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b58047118ca9032fe9cfeb4a2a5993b807373a57da10764167b0a1d3c30cb0f0",
    "metadata": {},
    "name": "teamMutationsDeleteTeamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0d186a79c6d8d0aba0da97d444cb89f9";

export default node;
