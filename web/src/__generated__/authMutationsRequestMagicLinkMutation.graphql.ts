/**
 * @generated SignedSource<<7f1e74ac50224213e9112184207c5e01>>
 * @relayHash 382c365826a2f41c950f14df89a81897
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8320c22edb8ae18d5d8c24f029c5f25c4a1f8e43dafe28f971256181fb563fa6

import { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "fr" | "%future added value";
export type MagicLinkInput = {
  company?: string | null | undefined;
  companyName?: string | null | undefined;
  createAccount?: boolean | null | undefined;
  email: string;
  fullName?: string | null | undefined;
  language?: Language | null | undefined;
};
export type authMutationsRequestMagicLinkMutation$variables = {
  input: MagicLinkInput;
};
export type authMutationsRequestMagicLinkMutation$data = {
  readonly requestMagicLink: {
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
export type authMutationsRequestMagicLinkMutation = {
  response: authMutationsRequestMagicLinkMutation$data;
  variables: authMutationsRequestMagicLinkMutation$variables;
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
    "name": "requestMagicLink",
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
    "name": "authMutationsRequestMagicLinkMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "authMutationsRequestMagicLinkMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8320c22edb8ae18d5d8c24f029c5f25c4a1f8e43dafe28f971256181fb563fa6",
    "metadata": {},
    "name": "authMutationsRequestMagicLinkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c06b18a818072e84851f82e3bcc7277c";

export default node;
