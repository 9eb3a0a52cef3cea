/**
 * @generated SignedSource<<a28a1363588368ebcca0681181f1cecb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SignatureRequestPanel_refresh$data = {
  readonly decidedAt: string | null | undefined;
  readonly id: string;
  readonly signedAt: string | null | undefined;
  readonly status: DocumentStatus;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentActions_document" | "DocumentDownloads_document" | "DocumentHistory_document" | "SignatureRequestPanel_document">;
  readonly " $fragmentType": "SignatureRequestPanel_refresh";
};
export type SignatureRequestPanel_refresh$key = {
  readonly " $data"?: SignatureRequestPanel_refresh$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignatureRequestPanel_refresh">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignatureRequestPanel_refresh",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decidedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SignatureRequestPanel_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentActions_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentDownloads_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentHistory_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "655a334610973b9b0afdb55f33d2ccd2";

export default node;
