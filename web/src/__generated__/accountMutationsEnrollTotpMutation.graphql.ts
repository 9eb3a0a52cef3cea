/**
 * @generated SignedSource<<b50a4c0fb5678a8eeb74b99fd2fbf527>>
 * @relayHash 6b29ede9e71c78e9ad42e32f4abb568a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8457078f6ae9dbcbc59fdf7a4b53ce3d20006a3ed90b99b69481fa3d96b1950

import { ConcreteRequest } from 'relay-runtime';
export type accountMutationsEnrollTotpMutation$variables = {
  friendlyName?: string | null | undefined;
};
export type accountMutationsEnrollTotpMutation$data = {
  readonly enrollTotp: {
    readonly __typename: string;
    readonly code?: string;
    readonly enrollment?: {
      readonly factor: {
        readonly id: string;
      };
      readonly qrCodeDataUrl: string;
      readonly secret: string;
    };
    readonly message?: string;
    readonly retryAfterMinutes?: number;
  };
};
export type accountMutationsEnrollTotpMutation = {
  response: accountMutationsEnrollTotpMutation$data;
  variables: accountMutationsEnrollTotpMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "friendlyName"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "friendlyName",
        "variableName": "friendlyName"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "enrollTotp",
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
            "concreteType": "TotpEnrollment",
            "kind": "LinkedField",
            "name": "enrollment",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "secret",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "qrCodeDataUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Factor",
                "kind": "LinkedField",
                "name": "factor",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationEnrollTotpSuccess",
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
    "name": "accountMutationsEnrollTotpMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountMutationsEnrollTotpMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c8457078f6ae9dbcbc59fdf7a4b53ce3d20006a3ed90b99b69481fa3d96b1950",
    "metadata": {},
    "name": "accountMutationsEnrollTotpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "83560380dfa964ee06021d23f27eabf5";

export default node;
