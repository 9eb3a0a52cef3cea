/**
 * @generated SignedSource<<0324b77dbcdb094b7f859757a477d399>>
 * @relayHash d7a25c9c88582b3864cc14ef95b83457
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 735041eac22e52c5ea8763b728ff8a04b45acbe06dbb120b36f91b51a030d2d7

import { ConcreteRequest } from 'relay-runtime';
export type teamMutationsRemoveMutation$variables = {
  id: string;
};
export type teamMutationsRemoveMutation$data = {
  readonly removeMember: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type teamMutationsRemoveMutation = {
  response: teamMutationsRemoveMutation$data;
  variables: teamMutationsRemoveMutation$variables;
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
    "name": "removeMember",
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
    "name": "teamMutationsRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "teamMutationsRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "735041eac22e52c5ea8763b728ff8a04b45acbe06dbb120b36f91b51a030d2d7",
    "metadata": {},
    "name": "teamMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7b05653c75e84d14d06f14bf27268675";

export default node;
