/**
 * @generated SignedSource<<c21330bae3b17897220a27b09769d8c2>>
 * @relayHash cce2da84b1def7229731c6504826018c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0ece1f79908e546001d3fdda320775170467a7c697212b2b8884386ba9b67c4

import { ConcreteRequest } from 'relay-runtime';
export type SignInStatus = "MFA_REQUIRED" | "SIGNED_IN" | "%future added value";
export type authMutationsSignInWithMagicLinkMutation$variables = {
  token: string;
};
export type authMutationsSignInWithMagicLinkMutation$data = {
  readonly signInWithMagicLink: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly result?: {
      readonly status: SignInStatus;
    };
    readonly retryAfterMinutes?: number;
  };
};
export type authMutationsSignInWithMagicLinkMutation = {
  response: authMutationsSignInWithMagicLinkMutation$data;
  variables: authMutationsSignInWithMagicLinkMutation$variables;
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
    "name": "signInWithMagicLink",
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
        "type": "MutationSignInWithMagicLinkSuccess",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "retryAfterMinutes",
            "storageKey": null
          }
        ],
        "type": "RateLimited",
        "abstractKey": null
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
    "name": "authMutationsSignInWithMagicLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "authMutationsSignInWithMagicLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c0ece1f79908e546001d3fdda320775170467a7c697212b2b8884386ba9b67c4",
    "metadata": {},
    "name": "authMutationsSignInWithMagicLinkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "12cfcf48c6690067cb438a36b0decd8c";

export default node;
