/**
 * @generated SignedSource<<b39938ca467d2cb606ffce364b1c034b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsKpis_analytics$data = {
  readonly averageDecisionHours: number | null | undefined;
  readonly riskRate: number | null | undefined;
  readonly totalVolume: number;
  readonly validationRate: number | null | undefined;
  readonly " $fragmentType": "AnalyticsKpis_analytics";
};
export type AnalyticsKpis_analytics$key = {
  readonly " $data"?: AnalyticsKpis_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsKpis_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsKpis_analytics",
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
      "kind": "ScalarField",
      "name": "riskRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageDecisionHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "validationRate",
      "storageKey": null
    }
  ],
  "type": "Analytics",
  "abstractKey": null
};

(node as any).hash = "798c500495b550a8e6c6f02de36cf4d3";

export default node;
