/**
 * @generated SignedSource<<33c0c3abd0c4605600099598604ac71e>>
 * @relayHash 8e78464a66bdaa91a9c4dcae168d43b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 97cd20e5b2fcbd0c723b56b17ccd4a4eebe3c764381023da64cdcb77cf51b377

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationBellQuery$variables = Record<PropertyKey, never>;
export type NotificationBellQuery$data = {
  readonly notificationCentre: {
    readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_centre">;
  };
};
export type NotificationBellQuery = {
  response: NotificationBellQuery$data;
  variables: NotificationBellQuery$variables;
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
    "name": "NotificationBellQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationCentre",
        "kind": "LinkedField",
        "name": "notificationCentre",
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationBellQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationCentre",
        "kind": "LinkedField",
        "name": "notificationCentre",
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
    "id": "97cd20e5b2fcbd0c723b56b17ccd4a4eebe3c764381023da64cdcb77cf51b377",
    "metadata": {},
    "name": "NotificationBellQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "477c3c78da00442012a49ccb0a22a3f7";

export default node;
