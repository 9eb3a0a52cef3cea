/**
 * @generated SignedSource<<e4867d1e6b9dd5b1997acca03da96a96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Plan = "ENTERPRISE" | "SOLO" | "TEAM" | "TRIAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TrialBanner_organization$data = {
  readonly endedPlan: Plan | null | undefined;
  readonly plan: Plan;
  readonly trialEndsAt: string | null | undefined;
  readonly " $fragmentType": "TrialBanner_organization";
};
export type TrialBanner_organization$key = {
  readonly " $data"?: TrialBanner_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrialBanner_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrialBanner_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "plan",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trialEndsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endedPlan",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "324ceb508727c3cfacac714758421fb0";

export default node;
