/**
 * @generated SignedSource<<e639ddd628a85e1dc9feef223270d0e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsTeamsTable_analytics$data = {
  readonly teams: ReadonlyArray<{
    readonly approvalRate: number | null | undefined;
    readonly averageHours: number | null | undefined;
    readonly members: number;
    readonly processed: number;
    readonly refusalRate: number | null | undefined;
    readonly teamId: string | null | undefined;
    readonly teamName: string | null | undefined;
  }>;
  readonly " $fragmentType": "AnalyticsTeamsTable_analytics";
};
export type AnalyticsTeamsTable_analytics$key = {
  readonly " $data"?: AnalyticsTeamsTable_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsTeamsTable_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsTeamsTable_analytics",
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
          "name": "teamId",
          "storageKey": null
        },
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
    }
  ],
  "type": "Analytics",
  "abstractKey": null
};

(node as any).hash = "9bbad8b6b5cc721a4e7e895be144a5fd";

export default node;
