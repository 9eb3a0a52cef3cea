/**
 * @generated SignedSource<<4cf354d8b489a2df49e8196bb20b3364>>
 * @relayHash 993d9998d7cb71f2f7e43a9bc2b933a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 97b8e19fd2065f45f46771fd9ed98a7c93be0ef6f7744bfd125fb6e5fd0b75bb

import { ConcreteRequest } from 'relay-runtime';
export type authMutationsRequestPasswordResetMutation$variables = {
  company?: string | null | undefined;
  email: string;
};
export type authMutationsRequestPasswordResetMutation$data = {
  readonly requestPasswordReset: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly retryAfterMinutes?: number;
  };
};
export type authMutationsRequestPasswordResetMutation = {
  response: authMutationsRequestPasswordResetMutation$data;
  variables: authMutationsRequestPasswordResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "company"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
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
        "name": "company",
        "variableName": "company"
      },
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "requestPasswordReset",
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
    "name": "authMutationsRequestPasswordResetMutation",
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
    "name": "authMutationsRequestPasswordResetMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "97b8e19fd2065f45f46771fd9ed98a7c93be0ef6f7744bfd125fb6e5fd0b75bb",
    "metadata": {},
    "name": "authMutationsRequestPasswordResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e0610517d875d470b90117fc4d3cb4b1";

export default node;
