/**
 * @generated SignedSource<<5752a0df9f455a5859241e13a43eac7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnalysisStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type DocumentSource = "API" | "MAIL" | "UPLOAD" | "%future added value";
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentList_row$data = {
  readonly analysisStatus: AnalysisStatus;
  readonly fromBlockedSender: boolean;
  readonly id: string;
  readonly riskScore: number;
  readonly sender: {
    readonly domain: string;
    readonly name: string;
  } | null | undefined;
  readonly source: DocumentSource;
  readonly status: DocumentStatus;
  readonly title: string;
  readonly " $fragmentType": "DocumentList_row";
};
export type DocumentList_row$key = {
  readonly " $data"?: DocumentList_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentList_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentList_row",
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
      "name": "analysisStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromBlockedSender",
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

(node as any).hash = "ab462bf22d4c54c7c9264183bf703d56";

export default node;
