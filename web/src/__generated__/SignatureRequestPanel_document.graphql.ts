/**
 * @generated SignedSource<<39e51996cf3d0fd85423d79e3292be93>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnalysisStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
export type RiskLevel = "HIGH" | "LOW" | "MED" | "%future added value";
export type SignatureRequestMode = "PARALLEL" | "SEQUENTIAL" | "%future added value";
export type SignatureRequestStatus = "CANCELLED" | "COMPLETED" | "OPEN" | "REFUSED" | "%future added value";
export type SignerStatus = "REFUSED" | "SIGNED" | "WAITING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SignatureRequestPanel_document$data = {
  readonly analysisStatus: AnalysisStatus;
  readonly id: string;
  readonly riskLevel: RiskLevel;
  readonly signatureRequest: {
    readonly mode: SignatureRequestMode;
    readonly refusedReason: string | null | undefined;
    readonly signers: ReadonlyArray<{
      readonly position: number;
      readonly refusedReason: string | null | undefined;
      readonly signedAt: string | null | undefined;
      readonly status: SignerStatus;
      readonly user: {
        readonly email: string;
        readonly fullName: string;
        readonly id: string;
      };
    }>;
    readonly status: SignatureRequestStatus;
    readonly viewerCanCancel: boolean;
  } | null | undefined;
  readonly status: DocumentStatus;
  readonly " $fragmentType": "SignatureRequestPanel_document";
};
export type SignatureRequestPanel_document$key = {
  readonly " $data"?: SignatureRequestPanel_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignatureRequestPanel_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refusedReason",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignatureRequestPanel_document",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mode",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanCancel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SignatureRequestSigner",
          "kind": "LinkedField",
          "name": "signers",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "position",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signedAt",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fullName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "email",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "b53034d287e40460d5479f2557657f3b";

export default node;
