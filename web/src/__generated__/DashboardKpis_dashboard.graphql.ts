/**
 * @generated SignedSource<<a8701feb12816493d998aae716b47c07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardKpis_dashboard$data = {
  readonly approvalRate: {
    readonly changePercent: number | null | undefined;
    readonly current: number | null | undefined;
    readonly previous: number | null | undefined;
  };
  readonly averageRisk: {
    readonly changePercent: number | null | undefined;
    readonly current: number | null | undefined;
    readonly previous: number | null | undefined;
  };
  readonly medianDecisionHours: {
    readonly changePercent: number | null | undefined;
    readonly current: number | null | undefined;
    readonly previous: number | null | undefined;
  };
  readonly toProcess: {
    readonly changePercent: number | null | undefined;
    readonly current: number | null | undefined;
    readonly previous: number | null | undefined;
  };
  readonly " $fragmentType": "DashboardKpis_dashboard";
};
export type DashboardKpis_dashboard$key = {
  readonly " $data"?: DashboardKpis_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardKpis_dashboard">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "current",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "previous",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "changePercent",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardKpis_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Kpi",
      "kind": "LinkedField",
      "name": "toProcess",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Kpi",
      "kind": "LinkedField",
      "name": "medianDecisionHours",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Kpi",
      "kind": "LinkedField",
      "name": "averageRisk",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Kpi",
      "kind": "LinkedField",
      "name": "approvalRate",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};
})();

(node as any).hash = "73135f89539917fc8a44d8ca9f9cf3ef";

export default node;
