/**
 * @generated SignedSource<<3e98963924abc4ed462a67e4fb93a353>>
 * @relayHash ba2b335a2ee79c41b740f33d49e401e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84749f9442150315dcff7e3f421260c6c9425ab0343c00e1a69f0a814fed5855

import { ConcreteRequest } from 'relay-runtime';
export type ApiScope = "READ" | "SIGN" | "WRITE" | "%future added value";
export type ApiAccessCardQuery$variables = Record<PropertyKey, never>;
export type ApiAccessCardQuery$data = {
  readonly apiKeys: ReadonlyArray<{
    readonly createdAt: string;
    readonly createdByName: string;
    readonly id: string;
    readonly lastUsedAt: string | null | undefined;
    readonly name: string;
    readonly prefix: string;
    readonly revokedAt: string | null | undefined;
    readonly scopes: ReadonlyArray<ApiScope>;
  }>;
};
export type ApiAccessCardQuery = {
  response: ApiAccessCardQuery$data;
  variables: ApiAccessCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ApiKey",
    "kind": "LinkedField",
    "name": "apiKeys",
    "plural": true,
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "prefix",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "scopes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastUsedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdByName",
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
    "name": "ApiAccessCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApiAccessCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "84749f9442150315dcff7e3f421260c6c9425ab0343c00e1a69f0a814fed5855",
    "metadata": {},
    "name": "ApiAccessCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ff6b91ef1c12b5c0b5802ee15f3c36b7";

export default node;
