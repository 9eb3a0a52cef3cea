/**
 * @generated SignedSource<<19294fb2d7482f3c39565b210785d788>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsReviewersTable_analytics$data = {
  readonly reviewers: ReadonlyArray<{
    readonly averageHours: number | null | undefined;
    readonly efficiency: number;
    readonly processed: number;
    readonly reviewerId: string;
    readonly reviewerName: string;
    readonly riskRate: number;
  }>;
  readonly " $fragmentType": "AnalyticsReviewersTable_analytics";
};
export type AnalyticsReviewersTable_analytics$key = {
  readonly " $data"?: AnalyticsReviewersTable_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsReviewersTable_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsReviewersTable_analytics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewerPerformance",
      "kind": "LinkedField",
      "name": "reviewers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewerId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewerName",
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
          "name": "averageHours",
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
          "name": "efficiency",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Analytics",
  "abstractKey": null
};

(node as any).hash = "5abef6f1908370efb04e8d307e6e26b8";

export default node;
