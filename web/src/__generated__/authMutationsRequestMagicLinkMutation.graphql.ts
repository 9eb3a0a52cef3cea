/**
 * @generated SignedSource<<263942eeff7aff76fa78c6dac1933fe3>>
 * @relayHash a7de716fd7b421f0a79ad126569c4850
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed332fa35e5937f7effa53462b3810001fd150623df23d11b95a0dc6df4c1c9e

import { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "fr" | "%future added value";
export type MagicLinkInput = {
  acceptTerms?: boolean | null | undefined;
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
      readonly code: string;
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
    "name": "authMutationsRequestMagicLinkMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "authMutationsRequestMagicLinkMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "ed332fa35e5937f7effa53462b3810001fd150623df23d11b95a0dc6df4c1c9e",
    "metadata": {},
    "name": "authMutationsRequestMagicLinkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4c85c149c430d1f03cef172955f5efb2";

export default node;
