/**
 * @generated SignedSource<<f908027973be53503ab769a6d9528f2d>>
 * @relayHash 1819f42112441778aabf3d3bd558e764
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f67a3fe6f9fa7b3c49af2c3a84876b8b21d6eea28c636ce403c50b4eac59eef

import { ConcreteRequest } from 'relay-runtime';
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
export type documentMutationsApproveMutation$variables = {
  id: string;
};
export type documentMutationsApproveMutation$data = {
  readonly approveDocument: {
    readonly __typename: string;
    readonly code?: string;
    readonly document?: {
      readonly decidedAt: string | null | undefined;
      readonly id: string;
      readonly status: DocumentStatus;
    };
  };
};
export type documentMutationsApproveMutation = {
  response: documentMutationsApproveMutation$data;
  variables: documentMutationsApproveMutation$variables;
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
    "name": "approveDocument",
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
        "type": "MutationApproveDocumentSuccess",
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
    "name": "documentMutationsApproveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentMutationsApproveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8f67a3fe6f9fa7b3c49af2c3a84876b8b21d6eea28c636ce403c50b4eac59eef",
    "metadata": {},
    "name": "documentMutationsApproveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c4165203c123fd2449011a6419be0027";

export default node;
