/**
 * @generated SignedSource<<713d699abb61729ae511e530db6a1a8b>>
 * @relayHash 9c6d59ad0f4b941afdae441975393bf3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1596603d9d16f2d4f7223145500a0161b074dc2a2fa47348832e779360e1122f

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
  readonly webhookDeliveries: ReadonlyArray<{
    readonly attempts: number;
    readonly createdAt: string;
    readonly deliveredAt: string | null | undefined;
    readonly eventType: string;
    readonly failedAt: string | null | undefined;
    readonly id: string;
    readonly lastStatusCode: number | null | undefined;
  }>;
  readonly webhooks: ReadonlyArray<{
    readonly events: ReadonlyArray<string>;
    readonly id: string;
    readonly url: string;
  }>;
};
export type ApiAccessCardQuery = {
  response: ApiAccessCardQuery$data;
  variables: ApiAccessCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ApiKey",
    "kind": "LinkedField",
    "name": "apiKeys",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
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
      (v1/*:: as any*/),
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "WebhookSubscription",
    "kind": "LinkedField",
    "name": "webhooks",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "events",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "limit",
        "value": 20
      }
    ],
    "concreteType": "WebhookDelivery",
    "kind": "LinkedField",
    "name": "webhookDeliveries",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "eventType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "attempts",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastStatusCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deliveredAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "failedAt",
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "storageKey": "webhookDeliveries(limit:20)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ApiAccessCardQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApiAccessCardQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1596603d9d16f2d4f7223145500a0161b074dc2a2fa47348832e779360e1122f",
    "metadata": {},
    "name": "ApiAccessCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9e03d68a548c81af879b51e8e30fa2be";

export default node;
