/**
 * @generated SignedSource<<87d6b2a7c0207fec6756558d7c10cf2e>>
 * @relayHash e8cc8fd2081b8c4326640907538ba4cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa1feecaf773e6afe3d17ea165e7f5caec66b967bdf6df55fee779bafa058e3c

import { ConcreteRequest } from 'relay-runtime';
export type ArticleScreenQuery$variables = Record<PropertyKey, never>;
export type ArticleScreenQuery$data = {
  readonly serviceSettings: {
    readonly documentMaxBytes: number;
    readonly mailSyncIntervalMinutes: number;
  };
};
export type ArticleScreenQuery = {
  response: ArticleScreenQuery$data;
  variables: ArticleScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ServiceSettings",
    "kind": "LinkedField",
    "name": "serviceSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "documentMaxBytes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mailSyncIntervalMinutes",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ArticleScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ArticleScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "aa1feecaf773e6afe3d17ea165e7f5caec66b967bdf6df55fee779bafa058e3c",
    "metadata": {},
    "name": "ArticleScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cfbd768ddfb799a0756847c4bb48086c";

export default node;
