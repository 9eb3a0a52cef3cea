/**
 * @generated SignedSource<<ea6f0d6dc9f4b0ea61782298d94264c2>>
 * @relayHash 0583c2e53f5fe9dc441fb6f43a3e4027
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3425b8f6c76b77337c0f50916866f4b9c211dcb75ecd8ce4e5541bab4bf530ef

import { ConcreteRequest } from 'relay-runtime';
export type TermsBannerAcceptMutation$variables = {
  version: string;
};
export type TermsBannerAcceptMutation$data = {
  readonly acceptTerms: {
    readonly __typename: string;
    readonly code?: string;
    readonly terms?: {
      readonly acceptedAt: string | null | undefined;
      readonly current: boolean;
      readonly version: string | null | undefined;
    };
  };
};
export type TermsBannerAcceptMutation = {
  response: TermsBannerAcceptMutation$data;
  variables: TermsBannerAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "version"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "version",
        "variableName": "version"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "acceptTerms",
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
            "concreteType": "TermsAcceptance",
            "kind": "LinkedField",
            "name": "terms",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "acceptedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationAcceptTermsSuccess",
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
    "name": "TermsBannerAcceptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TermsBannerAcceptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3425b8f6c76b77337c0f50916866f4b9c211dcb75ecd8ce4e5541bab4bf530ef",
    "metadata": {},
    "name": "TermsBannerAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9c5e4afd2b91eb34d91d1bc37bfd1794";

export default node;
