/**
 * @generated SignedSource<<19d1864e64c23804fe8eaea5c036e515>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Plan = "ENTERPRISE" | "SOLO" | "TEAM" | "TRIAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TrialBanner_organization$data = {
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
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "da25a9a09526183dcfa831f1187f755a";

export default node;
