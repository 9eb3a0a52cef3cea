/**
 * @generated SignedSource<<ea6d77cbba0d559af52d558272d027d7>>
 * @relayHash 6289634fffa043b55f08101779b165ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9e691f8b2b189afcc3ed71d3536624e23e41133f8bd9dc39add518c5a4f2831

import { ConcreteRequest } from 'relay-runtime';
export type ArticleScreenQuery$variables = Record<PropertyKey, never>;
export type ArticleScreenQuery$data = {
  readonly uploadLimits: {
    readonly documentMaxBytes: number;
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
    "concreteType": "UploadLimits",
    "kind": "LinkedField",
    "name": "uploadLimits",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "documentMaxBytes",
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
    "id": "f9e691f8b2b189afcc3ed71d3536624e23e41133f8bd9dc39add518c5a4f2831",
    "metadata": {},
    "name": "ArticleScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "32f18aff2c4ba5960dae0516ba6572b7";

export default node;
