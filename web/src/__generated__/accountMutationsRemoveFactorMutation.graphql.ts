/**
 * @generated SignedSource<<98c60a12e86fac0a7014018555420c41>>
 * @relayHash cbf6ca015b32481c2957d43cdfc339b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6570aa34ccfd93dee176932e287dda060dd745b45a3c208fb0d5dc284aa3cb1f

import { ConcreteRequest } from 'relay-runtime';
export type accountMutationsRemoveFactorMutation$variables = {
  factorId: string;
};
export type accountMutationsRemoveFactorMutation$data = {
  readonly removeFactor: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
  };
};
export type accountMutationsRemoveFactorMutation = {
  response: accountMutationsRemoveFactorMutation$data;
  variables: accountMutationsRemoveFactorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "factorId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "factorId",
        "variableName": "factorId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "removeFactor",
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
    "name": "accountMutationsRemoveFactorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountMutationsRemoveFactorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6570aa34ccfd93dee176932e287dda060dd745b45a3c208fb0d5dc284aa3cb1f",
    "metadata": {},
    "name": "accountMutationsRemoveFactorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "95c0e9bb0eabf063af798cfda12c1722";

export default node;
