/**
 * @generated SignedSource<<b0486e603dd6a83281692d0e2be893cb>>
 * @relayHash 810cf0fcf92b5fca33f14ea473707644
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d38c788eb84060ca6377a1e79da849cd498157e8ebe843bf16310df9bb3d2ad2

import { ConcreteRequest } from 'relay-runtime';
export type SignInStatus = "MFA_REQUIRED" | "SIGNED_IN" | "%future added value";
export type authMutationsVerifyTotpMutation$variables = {
  code: string;
  factorId?: string | null | undefined;
};
export type authMutationsVerifyTotpMutation$data = {
  readonly verifyTotp: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly result?: {
      readonly status: SignInStatus;
      readonly viewer: {
        readonly aal: number;
      } | null | undefined;
    };
    readonly retryAfterMinutes?: number;
  };
};
export type authMutationsVerifyTotpMutation = {
  response: authMutationsVerifyTotpMutation$data;
  variables: authMutationsVerifyTotpMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "code"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "factorId"
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
        "name": "code",
        "variableName": "code"
      },
      {
        "kind": "Variable",
        "name": "factorId",
        "variableName": "factorId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "verifyTotp",
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
                "concreteType": "Viewer",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "aal",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationVerifyTotpSuccess",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "authMutationsVerifyTotpMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "authMutationsVerifyTotpMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "d38c788eb84060ca6377a1e79da849cd498157e8ebe843bf16310df9bb3d2ad2",
    "metadata": {},
    "name": "authMutationsVerifyTotpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5710f2107cea656a73e4b7c39bfa2c65";

export default node;
