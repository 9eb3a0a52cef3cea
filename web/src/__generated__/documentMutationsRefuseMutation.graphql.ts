/**
 * @generated SignedSource<<2bd9c5f6647d8e4faa20f754ab4d2e89>>
 * @relayHash f76f5d9fc0a8b25d559865491376f77c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e02764ad468f6dec627736d8c23915100e94d654547e1c3e337b440ceba7495

import { ConcreteRequest } from 'relay-runtime';
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
export type documentMutationsRefuseMutation$variables = {
  id: string;
};
export type documentMutationsRefuseMutation$data = {
  readonly refuseDocument: {
    readonly __typename: string;
    readonly code?: string;
    readonly document?: {
      readonly decidedAt: string | null | undefined;
      readonly id: string;
      readonly status: DocumentStatus;
    };
  };
};
export type documentMutationsRefuseMutation = {
  response: documentMutationsRefuseMutation$data;
  variables: documentMutationsRefuseMutation$variables;
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
    "name": "refuseDocument",
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
        "type": "MutationRefuseDocumentSuccess",
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
    "name": "documentMutationsRefuseMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentMutationsRefuseMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3e02764ad468f6dec627736d8c23915100e94d654547e1c3e337b440ceba7495",
    "metadata": {},
    "name": "documentMutationsRefuseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7187542d6e644c4246e05a4395f17350";

export default node;
