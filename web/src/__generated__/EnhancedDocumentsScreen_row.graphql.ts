/**
 * @generated SignedSource<<32453309c9e576bd181cea6124e2a9f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentPriority = "HIGH" | "LOW" | "NORMAL" | "URGENT" | "%future added value";
export type DocumentSource = "API" | "MAIL" | "UPLOAD" | "%future added value";
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
export type RiskLevel = "HIGH" | "LOW" | "MED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EnhancedDocumentsScreen_row$data = {
  readonly id: string;
  readonly pageCount: number | null | undefined;
  readonly priority: DocumentPriority;
  readonly receivedAt: string;
  readonly riskLevel: RiskLevel;
  readonly riskScore: number;
  readonly sender: {
    readonly domain: string;
    readonly name: string;
  } | null | undefined;
  readonly sizeBytes: number;
  readonly source: DocumentSource;
  readonly status: DocumentStatus;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly type: string;
  readonly " $fragmentType": "EnhancedDocumentsScreen_row";
};
export type EnhancedDocumentsScreen_row$key = {
  readonly " $data"?: EnhancedDocumentsScreen_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"EnhancedDocumentsScreen_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EnhancedDocumentsScreen_row",
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
      "name": "priority",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
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
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "2805d2cf8c9e2391bd535beb27409fd8";

export default node;
