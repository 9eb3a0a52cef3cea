/**
 * @generated SignedSource<<de8bf1ac4c0c4bf2cf3e16ec88915094>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsExport_analytics$data = {
  readonly teams: ReadonlyArray<{
    readonly approvalRate: number | null | undefined;
    readonly averageHours: number | null | undefined;
    readonly members: number;
    readonly processed: number;
    readonly refusalRate: number | null | undefined;
    readonly teamName: string | null | undefined;
  }>;
  readonly topSenders: ReadonlyArray<{
    readonly averageRisk: number | null | undefined;
    readonly documents: number;
    readonly sender: {
      readonly domain: string;
      readonly name: string;
    } | null | undefined;
  }>;
  readonly trend: ReadonlyArray<{
    readonly averageRisk: number | null | undefined;
    readonly day: string;
    readonly documents: number;
  }>;
  readonly " $fragmentType": "AnalyticsExport_analytics";
};
export type AnalyticsExport_analytics$key = {
  readonly " $data"?: AnalyticsExport_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsExport_analytics">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documents",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "averageRisk",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsExport_analytics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TeamPerformance",
      "kind": "LinkedField",
      "name": "teams",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "teamName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "members",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "processed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "approvalRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refusalRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageHours",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SenderVolume",
      "kind": "LinkedField",
      "name": "topSenders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrendBucket",
      "kind": "LinkedField",
      "name": "trend",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Analytics",
  "abstractKey": null
};
})();

(node as any).hash = "b6c4e6a1ee30c2ad3e9f5443225a0a97";

export default node;
