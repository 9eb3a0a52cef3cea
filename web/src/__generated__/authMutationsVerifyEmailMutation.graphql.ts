/**
 * @generated SignedSource<<19abf2ce339cdbe11115798c51efcbf7>>
 * @relayHash 497d5cd013efbbf45bf652e5fe165659
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90d3590cc5f35d27c5607bf321f19e7af9b433ded72636dee722f881af4f7c1d

import { ConcreteRequest } from 'relay-runtime';
export type SignInStatus = "MFA_REQUIRED" | "SIGNED_IN" | "%future added value";
export type authMutationsVerifyEmailMutation$variables = {
  token: string;
};
export type authMutationsVerifyEmailMutation$data = {
  readonly verifyEmail: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly result?: {
      readonly status: SignInStatus;
    };
  };
};
export type authMutationsVerifyEmailMutation = {
  response: authMutationsVerifyEmailMutation$data;
  variables: authMutationsVerifyEmailMutation$variables;
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
    "name": "verifyEmail",
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
            "concreteType": "SignInResult",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationVerifyEmailSuccess",
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
    "name": "authMutationsVerifyEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "authMutationsVerifyEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "90d3590cc5f35d27c5607bf321f19e7af9b433ded72636dee722f881af4f7c1d",
    "metadata": {},
    "name": "authMutationsVerifyEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "20803cdf0ae818c1f5a79eb8edc4f44d";

export default node;
