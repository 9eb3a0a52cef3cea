/**
 * @generated SignedSource<<b84dfe94d2bb4e9c69e0386346ec5de5>>
 * @relayHash 88c667fc303f55628d10ac08dfc2cfcf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee164283774cdbb2e952568c35b2527f87ea1f8b0705dd21c7cef8bcb14b8b7b

import { ConcreteRequest } from 'relay-runtime';
export type SignInStatus = "MFA_REQUIRED" | "SIGNED_IN" | "%future added value";
export type SignInInput = {
  company?: string | null | undefined;
  email: string;
  password: string;
  rememberMe?: boolean | null | undefined;
};
export type authMutationsSignInMutation$variables = {
  input: SignInInput;
};
export type authMutationsSignInMutation$data = {
  readonly signIn: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
      readonly path: string;
    }>;
    readonly result?: {
      readonly factorId: string | null | undefined;
      readonly status: SignInStatus;
    };
    readonly retryAfterMinutes?: number;
  };
};
export type authMutationsSignInMutation = {
  response: authMutationsSignInMutation$data;
  variables: authMutationsSignInMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "signIn",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "factorId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSignInSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationFailed",
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
    "name": "authMutationsSignInMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "authMutationsSignInMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "ee164283774cdbb2e952568c35b2527f87ea1f8b0705dd21c7cef8bcb14b8b7b",
    "metadata": {},
    "name": "authMutationsSignInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "90d1effb5a4bba42f145981299f7d3d8";

export default node;
