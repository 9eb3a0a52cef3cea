/**
 * @generated SignedSource<<1c60fc045a254fac005e0861eb114860>>
 * @relayHash 35859a6c2658698a322981f79ea08d44
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d39e5931e1d1de6c3bfd6aefeb6116be16c1ad80af635fc3f5e91a659fa68fff

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationBellPopupMarkAllMutation$variables = Record<PropertyKey, never>;
export type NotificationBellPopupMarkAllMutation$data = {
  readonly markAllNotificationsRead: {
    readonly centre?: {
      readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_centre">;
    };
  };
};
export type NotificationBellPopupMarkAllMutation = {
  response: NotificationBellPopupMarkAllMutation$data;
  variables: NotificationBellPopupMarkAllMutation$variables;
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
    "name": "NotificationBellPopupMarkAllMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "markAllNotificationsRead",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "NotificationCentre",
                "kind": "LinkedField",
                "name": "centre",
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
            "type": "MutationMarkAllNotificationsReadSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationBellPopupMarkAllMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "markAllNotificationsRead",
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
                "concreteType": "NotificationCentre",
                "kind": "LinkedField",
                "name": "centre",
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
            ],
            "type": "MutationMarkAllNotificationsReadSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d39e5931e1d1de6c3bfd6aefeb6116be16c1ad80af635fc3f5e91a659fa68fff",
    "metadata": {},
    "name": "NotificationBellPopupMarkAllMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "230c30cd85e7ff805247078d5c82950a";

export default node;
