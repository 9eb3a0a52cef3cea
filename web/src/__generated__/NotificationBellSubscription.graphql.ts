/**
 * @generated SignedSource<<b934fba343accda0047b6da152ae721d>>
 * @relayHash 6e3c7adcfda771e9c424e375fc8e6e44
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10170f9f6c54547c8d4cd36d0787c2b0e71d1220734457216bcf038782d2bd87

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationBellSubscription$variables = Record<PropertyKey, never>;
export type NotificationBellSubscription$data = {
  readonly notificationCentreChanged: {
    readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_centre">;
  };
};
export type NotificationBellSubscription = {
  response: NotificationBellSubscription$data;
  variables: NotificationBellSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBellSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationCentre",
        "kind": "LinkedField",
        "name": "notificationCentreChanged",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationBell_centre"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationBellSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationCentre",
        "kind": "LinkedField",
        "name": "notificationCentreChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 10
              }
            ],
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "latest",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentTitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "read",
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
            "storageKey": "latest(first:10)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "10170f9f6c54547c8d4cd36d0787c2b0e71d1220734457216bcf038782d2bd87",
    "metadata": {},
    "name": "NotificationBellSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "313dc7c87f26eee10f86a845d6a70d54";

export default node;
