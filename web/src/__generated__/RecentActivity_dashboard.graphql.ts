/**
 * @generated SignedSource<<f7d5faf97fa42c2e2579b3c47a96eaaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecentActivity_dashboard$data = {
  readonly recentActivity: ReadonlyArray<{
    readonly action: string;
    readonly actorName: string | null | undefined;
    readonly at: string;
    readonly documentId: string | null | undefined;
    readonly documentTitle: string | null | undefined;
    readonly id: string;
  }>;
  readonly " $fragmentType": "RecentActivity_dashboard";
};
export type RecentActivity_dashboard$key = {
  readonly " $data"?: RecentActivity_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentActivity_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentActivity_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ActivityEntry",
      "kind": "LinkedField",
      "name": "recentActivity",
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
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actorName",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "97ab2cf73b563e42d7ace812bb3a2e81";

export default node;
