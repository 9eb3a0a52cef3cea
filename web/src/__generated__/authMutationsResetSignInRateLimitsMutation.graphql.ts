/**
 * @generated SignedSource<<85240f57ce8bd3d0032c80f4ee7938d9>>
 * @relayHash 395859ac037bfefd7c63da417577d266
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b3f4faa9c970ac746d53d9231019862c1bcdc4c8bbfdf68bbcb364df35e35628

import { ConcreteRequest } from 'relay-runtime';
export type authMutationsResetSignInRateLimitsMutation$variables = {
  email: string;
};
export type authMutationsResetSignInRateLimitsMutation$data = {
  readonly resetSignInRateLimits: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
  };
};
export type authMutationsResetSignInRateLimitsMutation = {
  response: authMutationsResetSignInRateLimitsMutation$data;
  variables: authMutationsResetSignInRateLimitsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resetSignInRateLimits",
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
    "name": "authMutationsResetSignInRateLimitsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "authMutationsResetSignInRateLimitsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b3f4faa9c970ac746d53d9231019862c1bcdc4c8bbfdf68bbcb364df35e35628",
    "metadata": {},
    "name": "authMutationsResetSignInRateLimitsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "81333a4295da1761749e165b87de31ac";

export default node;
