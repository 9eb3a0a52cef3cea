/**
 * @generated SignedSource<<0369bb434699f21e8b6847e831379442>>
 * @relayHash 242fb204106904ade4a22f0e50be4074
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06d1f34f4e22ee1b689c01040e0496182eb8a486272a1b0abb16967157f5497d

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
  "name": "message",
  "storageKey": null
},
v2 = [
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          (v1/*:: as any*/)
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
              (v1/*:: as any*/)
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
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "authMutationsSignInMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "06d1f34f4e22ee1b689c01040e0496182eb8a486272a1b0abb16967157f5497d",
    "metadata": {},
    "name": "authMutationsSignInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "652da4fd3ceccde57acb6ffc389899d0";

export default node;
