/**
 * @generated SignedSource<<0ee18f520d524be5135a133ab67fd6bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
export type NotificationType = "DOCUMENT_DECIDED" | "DOCUMENT_RECEIVED" | "HIGH_RISK" | "REMINDER" | "SIGNATURE_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationBell_centre$data = {
  readonly id: string;
  readonly latest: ReadonlyArray<{
    readonly createdAt: string;
    readonly documentId: string | null | undefined;
    readonly documentStatus: DocumentStatus | null | undefined;
    readonly documentTitle: string | null | undefined;
    readonly id: string;
    readonly read: boolean;
    readonly type: NotificationType;
  }>;
  readonly unreadCount: number;
  readonly " $fragmentType": "NotificationBell_centre";
};
export type NotificationBell_centre$key = {
  readonly " $data"?: NotificationBell_centre$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_centre">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationBell_centre",
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
  "type": "NotificationCentre",
  "abstractKey": null
};
})();

(node as any).hash = "a0dec33491ec990a722a8ff2796a2d3e";

export default node;
