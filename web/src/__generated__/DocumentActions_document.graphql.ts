/**
 * @generated SignedSource<<a37852a4943b54b7079abe89bcc0a043>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnalysisStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
export type RiskLevel = "HIGH" | "LOW" | "MED" | "%future added value";
export type SignatureRequestStatus = "CANCELLED" | "COMPLETED" | "OPEN" | "REFUSED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentActions_document$data = {
  readonly analysisStatus: AnalysisStatus;
  readonly id: string;
  readonly riskLevel: RiskLevel;
  readonly signatureRequest: {
    readonly status: SignatureRequestStatus;
  } | null | undefined;
  readonly status: DocumentStatus;
  readonly " $fragmentSpreads": FragmentRefs<"ApprovalDialog_document" | "TellSender_document">;
  readonly " $fragmentType": "DocumentActions_document";
};
export type DocumentActions_document$key = {
  readonly " $data"?: DocumentActions_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentActions_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentActions_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SignatureRequest",
      "kind": "LinkedField",
      "name": "signatureRequest",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApprovalDialog_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TellSender_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "1e068596de039c42adff2be329e7d85d";

export default node;
