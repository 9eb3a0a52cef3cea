/**
 * @generated SignedSource<<ead6a761051ee6a2d8e4bc78ef66bd55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentSource = "API" | "MAIL" | "UPLOAD" | "%future added value";
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentScreen_document$data = {
  readonly id: string;
  readonly pageCount: number | null | undefined;
  readonly receivedAt: string;
  readonly sender: {
    readonly domain: string;
    readonly name: string;
  } | null | undefined;
  readonly sizeBytes: number;
  readonly source: DocumentSource;
  readonly status: DocumentStatus;
  readonly title: string;
  readonly type: string;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteDocumentButton_document" | "DocumentActions_document" | "DocumentDownloads_document" | "DocumentHistory_document" | "DocumentRisk_document" | "DocumentSummary_document" | "DocumentViewer_document" | "SignatureRequestPanel_document">;
  readonly " $fragmentType": "DocumentScreen_document";
};
export type DocumentScreen_document$key = {
  readonly " $data"?: DocumentScreen_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentScreen_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentScreen_document",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
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
      "name": "receivedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sizeBytes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Sender",
      "kind": "LinkedField",
      "name": "sender",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "domain",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentViewer_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentRisk_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentSummary_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentActions_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentHistory_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentDownloads_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteDocumentButton_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SignatureRequestPanel_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "e843ebe970af412f58eb25444b9a7e98";

export default node;
