/**
 * @generated SignedSource<<423f25be998c14a0e4d2ee97bb598ca4>>
 * @relayHash 1ecc5613cd1169ec8e2ca5b702724154
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0c15100b0e2b156a71610962cf5f80cecd39aca7ac30a25c9c7e88d30578b85

import { ConcreteRequest } from 'relay-runtime';
export type apiKeyMutationsRevokeMutation$variables = {
  id: string;
};
export type apiKeyMutationsRevokeMutation$data = {
  readonly revokeApiKey: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly revoked?: {
      readonly id: string;
      readonly revokedAt: string;
    };
  };
};
export type apiKeyMutationsRevokeMutation = {
  response: apiKeyMutationsRevokeMutation$data;
  variables: apiKeyMutationsRevokeMutation$variables;
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
    "name": "revokeApiKey",
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
            "concreteType": "RevokedApiKey",
            "kind": "LinkedField",
            "name": "revoked",
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
                "name": "revokedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRevokeApiKeySuccess",
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
    "name": "apiKeyMutationsRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "apiKeyMutationsRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c0c15100b0e2b156a71610962cf5f80cecd39aca7ac30a25c9c7e88d30578b85",
    "metadata": {},
    "name": "apiKeyMutationsRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3b527a401096dd0e4d4b2e6413c07eb5";

export default node;
