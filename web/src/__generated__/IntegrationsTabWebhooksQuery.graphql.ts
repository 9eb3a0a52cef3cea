/**
 * @generated SignedSource<<ea2ef2f891849868606d169b8da95667>>
 * @relayHash df30331d359799a98c936ebc2658455e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11d1118ee702a4007b443a94cc7ec49690ce4751f40cbb97339c502d1885e552

import { ConcreteRequest } from 'relay-runtime';
export type IntegrationsTabWebhooksQuery$variables = Record<PropertyKey, never>;
export type IntegrationsTabWebhooksQuery$data = {
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
export type IntegrationsTabWebhooksQuery = {
  response: IntegrationsTabWebhooksQuery$data;
  variables: IntegrationsTabWebhooksQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      }
    ],
    "storageKey": "webhookDeliveries(limit:20)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IntegrationsTabWebhooksQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IntegrationsTabWebhooksQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "11d1118ee702a4007b443a94cc7ec49690ce4751f40cbb97339c502d1885e552",
    "metadata": {},
    "name": "IntegrationsTabWebhooksQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2b303933ce3ade6d1b0e28a58d439ca4";

export default node;
