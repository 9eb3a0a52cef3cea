/**
 * @generated SignedSource<<ac8431846338801db44913fa0bc2bc17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnalysisStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type RiskLevel = "HIGH" | "LOW" | "MED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApprovalDialog_document$data = {
  readonly analysisStatus: AnalysisStatus;
  readonly riskLevel: RiskLevel;
  readonly riskScore: number;
  readonly title: string;
  readonly " $fragmentType": "ApprovalDialog_document";
};
export type ApprovalDialog_document$key = {
  readonly " $data"?: ApprovalDialog_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApprovalDialog_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApprovalDialog_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "riskScore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "riskLevel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "analysisStatus",
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "4d7db44d6a705b7882baeda0c7cc3488";

export default node;
