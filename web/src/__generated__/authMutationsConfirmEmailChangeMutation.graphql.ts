/**
 * @generated SignedSource<<fb9207128bf20dc3a07034b153e69548>>
 * @relayHash 66df542065a4505a983c8725f9266f71
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 194333da2161ed27f1cd41bc9102cd731b23ac71d00e51bfd386cd488a73111b

import { ConcreteRequest } from 'relay-runtime';
export type authMutationsConfirmEmailChangeMutation$variables = {
  token: string;
};
export type authMutationsConfirmEmailChangeMutation$data = {
  readonly confirmEmailChange: {
    readonly __typename: string;
    readonly code?: string;
    readonly email?: string;
    readonly message?: string;
  };
};
export type authMutationsConfirmEmailChangeMutation = {
  response: authMutationsConfirmEmailChangeMutation$data;
  variables: authMutationsConfirmEmailChangeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "confirmEmailChange",
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
            "name": "email",
            "storageKey": null
          }
        ],
        "type": "MutationConfirmEmailChangeSuccess",
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
    "name": "authMutationsConfirmEmailChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "authMutationsConfirmEmailChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "194333da2161ed27f1cd41bc9102cd731b23ac71d00e51bfd386cd488a73111b",
    "metadata": {},
    "name": "authMutationsConfirmEmailChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dc87f2b8f2076ba83480b6bb6ddea5a7";

export default node;
