/**
 * @generated SignedSource<<91a8f1935a4ecf14dd83ee10771bdb2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentSource = "API" | "MAIL" | "UPLOAD" | "%future added value";
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentPanel_document$data = {
  readonly id: string;
  readonly pageCount: number | null | undefined;
  readonly sender: {
    readonly domain: string;
    readonly name: string;
  } | null | undefined;
  readonly sizeBytes: number;
  readonly source: DocumentSource;
  readonly status: DocumentStatus;
  readonly title: string;
  readonly type: string;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentActions_document" | "DocumentDownloads_document" | "DocumentRisk_document" | "DocumentSummary_document" | "DocumentViewer_document">;
  readonly " $fragmentType": "DocumentPanel_document";
};
export type DocumentPanel_document$key = {
  readonly " $data"?: DocumentPanel_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentPanel_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentPanel_document",
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
      "name": "DocumentActions_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentSummary_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentDownloads_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "80d962f0e71adde9e85c9ebcc7ed3df4";

export default node;
