/**
 * @generated SignedSource<<ec7605167519c4f386b6e719e6c5975f>>
 * @relayHash 6662ed8a9b6fcceff892a447ee9ab19e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eee79f594c3bc80173a8bdd292e3d2d3ba72bbcf7b636b0e3a67ad93cb583243

import { ConcreteRequest } from 'relay-runtime';
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
export type documentMutationsRequestCorrectionMutation$variables = {
  id: string;
};
export type documentMutationsRequestCorrectionMutation$data = {
  readonly requestDocumentCorrection: {
    readonly __typename: string;
    readonly code?: string;
    readonly document?: {
      readonly decidedAt: string | null | undefined;
      readonly id: string;
      readonly status: DocumentStatus;
    };
  };
};
export type documentMutationsRequestCorrectionMutation = {
  response: documentMutationsRequestCorrectionMutation$data;
  variables: documentMutationsRequestCorrectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "requestDocumentCorrection",
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
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
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
                "name": "decidedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRequestDocumentCorrectionSuccess",
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
    "name": "documentMutationsRequestCorrectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentMutationsRequestCorrectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eee79f594c3bc80173a8bdd292e3d2d3ba72bbcf7b636b0e3a67ad93cb583243",
    "metadata": {},
    "name": "documentMutationsRequestCorrectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f2afdec94cadfb5b80d3622352a955b9";

export default node;
