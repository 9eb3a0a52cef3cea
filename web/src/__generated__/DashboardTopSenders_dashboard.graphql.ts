/**
 * @generated SignedSource<<5e7b533f2aab1bed5013f713f8e67f38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardTopSenders_dashboard$data = {
  readonly topSenders: ReadonlyArray<{
    readonly averageRisk: number | null | undefined;
    readonly documents: number;
    readonly sender: {
      readonly domain: string;
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "DashboardTopSenders_dashboard";
};
export type DashboardTopSenders_dashboard$key = {
  readonly " $data"?: DashboardTopSenders_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardTopSenders_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardTopSenders_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SenderVolume",
      "kind": "LinkedField",
      "name": "topSenders",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageRisk",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Sender",
          "kind": "LinkedField",
          "name": "sender",
          "plural": false,
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
              "name": "domain",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "eb02da321b9bff4b62017f58bc9fc649";

export default node;
