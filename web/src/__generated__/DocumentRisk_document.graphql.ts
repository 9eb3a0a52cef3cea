/**
 * @generated SignedSource<<ff3dc50fe5b399d66995aa5ec1040305>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnalysisStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type RiskLevel = "HIGH" | "LOW" | "MED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentRisk_document$data = {
  readonly analysisStatus: AnalysisStatus;
  readonly riskLevel: RiskLevel;
  readonly riskScore: number;
  readonly " $fragmentType": "DocumentRisk_document";
};
export type DocumentRisk_document$key = {
  readonly " $data"?: DocumentRisk_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentRisk_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentRisk_document",
  "selections": [
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

(node as any).hash = "9cbb62db29ded3967543f2fd0a6112d1";

export default node;
