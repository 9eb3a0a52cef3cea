/**
 * @generated SignedSource<<de329307c11d72f96f3b19cb19330950>>
 * @relayHash 3344918bf587c4a40113410c38519a4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e8c7b17ab1bb9bc2f4e70fc74d18b67c9b2211c72a13db3b81b264dc7159dcb3

import { ConcreteRequest } from 'relay-runtime';
export type TellSenderViewerQuery$variables = Record<PropertyKey, never>;
export type TellSenderViewerQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly fullName: string;
    };
  } | null | undefined;
};
export type TellSenderViewerQuery = {
  response: TellSenderViewerQuery$data;
  variables: TellSenderViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TellSenderViewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TellSenderViewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "e8c7b17ab1bb9bc2f4e70fc74d18b67c9b2211c72a13db3b81b264dc7159dcb3",
    "metadata": {},
    "name": "TellSenderViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7c871511884ff44bd64e910ba1b483c8";

export default node;
