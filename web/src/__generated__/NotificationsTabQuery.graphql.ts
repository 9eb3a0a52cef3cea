/**
 * @generated SignedSource<<6ae4463debc9d35a55408feb0813656a>>
 * @relayHash 0638b9dba79b7b1f9e454a5854946e76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02e164f515f98a778a033b1485287d08115c5609a822d8410eb1e7a185b8e9e3

import { ConcreteRequest } from 'relay-runtime';
export type NotificationType = "DOCUMENT_DECIDED" | "DOCUMENT_RECEIVED" | "HIGH_RISK" | "REMINDER" | "SIGNATURE_REQUESTED" | "%future added value";
export type NotificationsTabQuery$variables = Record<PropertyKey, never>;
export type NotificationsTabQuery$data = {
  readonly notificationSettings: {
    readonly emailEnabled: boolean;
    readonly slackEnabled: boolean;
    readonly slackWebhookHost: string | null | undefined;
    readonly types: ReadonlyArray<NotificationType>;
  };
};
export type NotificationsTabQuery = {
  response: NotificationsTabQuery$data;
  variables: NotificationsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "NotificationSettings",
    "kind": "LinkedField",
    "name": "notificationSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "emailEnabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "slackEnabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "slackWebhookHost",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "types",
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
    "name": "NotificationsTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationsTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "02e164f515f98a778a033b1485287d08115c5609a822d8410eb1e7a185b8e9e3",
    "metadata": {},
    "name": "NotificationsTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "56d58b59b14313c422f5aab55fd415e7";

export default node;
