/**
 * @generated SignedSource<<bee738cc133b4348bc9780c01d28e1d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsFilters_analytics$data = {
  readonly riskByType: ReadonlyArray<{
    readonly type: string;
  }>;
  readonly " $fragmentType": "AnalyticsFilters_analytics";
};
export type AnalyticsFilters_analytics$key = {
  readonly " $data"?: AnalyticsFilters_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsFilters_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsFilters_analytics",
  "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Analytics",
  "abstractKey": null
};

(node as any).hash = "bccba96486e4732af2967d8e58a68358";

export default node;
