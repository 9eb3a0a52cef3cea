/**
 * @generated SignedSource<<a8f9144c1a2b40ec4ec0f23502564a3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentScreen_document$data = {
  readonly fileUrl: string;
  readonly findings: ReadonlyArray<{
    readonly category: string;
    readonly end: number;
    readonly excerpt: string;
    readonly explanation: string;
    readonly severity: number;
    readonly start: number;
  }>;
  readonly id: string;
  readonly pageCount: number | null | undefined;
  readonly receivedAt: string;
  readonly sender: {
    readonly domain: string;
    readonly name: string;
  } | null | undefined;
  readonly sizeBytes: number;
  readonly status: DocumentStatus;
  readonly text: string | null | undefined;
  readonly title: string;
  readonly type: string;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentActions_document" | "DocumentDownloads_document" | "DocumentHistory_document" | "DocumentRisk_document" | "DocumentSummary_document" | "SignatureRequestPanel_document">;
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
      "name": "fileUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
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
      "alias": null,
      "args": null,
      "concreteType": "DocumentFinding",
      "kind": "LinkedField",
      "name": "findings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "severity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "start",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "end",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "excerpt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "explanation",
          "storageKey": null
        }
      ],
      "storageKey": null
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
      "name": "SignatureRequestPanel_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "78c7325fccf5791af0643a02fba7136b";

export default node;
