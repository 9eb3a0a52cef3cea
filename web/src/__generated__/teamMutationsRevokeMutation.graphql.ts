/**
 * @generated SignedSource<<b3c2fcb7cdc1a25e99e12474d98ccaf6>>
 * @relayHash 887cbf71ba766d998dbc7861ba2f8e5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f07526bec08647a7d01364f3e9a87e20af5cfbca0e2e5b01b78f8bf9364c8cbe

import { ConcreteRequest } from 'relay-runtime';
export type teamMutationsRevokeMutation$variables = {
  id: string;
};
export type teamMutationsRevokeMutation$data = {
  readonly revokeInvitation: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type teamMutationsRevokeMutation = {
  response: teamMutationsRevokeMutation$data;
  variables: teamMutationsRevokeMutation$variables;
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
    "name": "revokeInvitation",
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
    "name": "teamMutationsRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "teamMutationsRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f07526bec08647a7d01364f3e9a87e20af5cfbca0e2e5b01b78f8bf9364c8cbe",
    "metadata": {},
    "name": "teamMutationsRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "33122b4ddd3213706c7aa80edf3c20ee";

export default node;
