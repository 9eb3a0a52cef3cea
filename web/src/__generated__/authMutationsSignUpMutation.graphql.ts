/**
 * @generated SignedSource<<9de649584f4eb8a1598e192c69820f5a>>
 * @relayHash 3cb73f4be83d06565117eddd74a4004c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a40891c306b3c01e1a6ec33d3a20461ab8106b3a92d68ff5ac6f27f4ca3326a

import { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "fr" | "%future added value";
export type SignUpInput = {
  acceptTerms: boolean;
  company?: string | null | undefined;
  companyName?: string | null | undefined;
  confirmPassword: string;
  email: string;
  fullName: string;
  language?: Language | null | undefined;
  password: string;
};
export type authMutationsSignUpMutation$variables = {
  input: SignUpInput;
};
export type authMutationsSignUpMutation$data = {
  readonly signUp: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly result?: {
      readonly email: string;
    };
    readonly retryAfterMinutes?: number;
  };
};
export type authMutationsSignUpMutation = {
  response: authMutationsSignUpMutation$data;
  variables: authMutationsSignUpMutation$variables;
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
    "name": "signUp",
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
            "concreteType": "SignUpResult",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSignUpSuccess",
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
    "name": "authMutationsSignUpMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "authMutationsSignUpMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7a40891c306b3c01e1a6ec33d3a20461ab8106b3a92d68ff5ac6f27f4ca3326a",
    "metadata": {},
    "name": "authMutationsSignUpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "630845cc4293bd9cc0ed3c78c3a1d55c";

export default node;
