/**
 * @generated SignedSource<<940fe792ef1b71e44df7c4c6e5a1a89f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsTrendCharts_analytics$data = {
  readonly riskByType: ReadonlyArray<{
    readonly caution: number;
    readonly danger: number;
    readonly safe: number;
    readonly type: string;
  }>;
  readonly totalVolume: number;
  readonly trend: ReadonlyArray<{
    readonly averageRisk: number | null | undefined;
    readonly day: string;
    readonly documents: number;
  }>;
  readonly " $fragmentType": "AnalyticsTrendCharts_analytics";
};
export type AnalyticsTrendCharts_analytics$key = {
  readonly " $data"?: AnalyticsTrendCharts_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsTrendCharts_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsTrendCharts_analytics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalVolume",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TypeRisk",
      "kind": "LinkedField",
      "name": "riskByType",
      "plural": true,
      "selections": [
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
          "name": "safe",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caution",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "danger",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Analytics",
  "abstractKey": null
};

(node as any).hash = "f20a5616c9e7673029661f0493629122";

export default node;
