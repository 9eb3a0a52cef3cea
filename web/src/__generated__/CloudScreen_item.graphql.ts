/**
 * @generated SignedSource<<d94c1a922bec0fd41aee1bfd931daac9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CloudFileType = "ARCHIVE" | "DOCUMENT" | "IMAGE" | "OTHER" | "PDF" | "SPREADSHEET" | "%future added value";
export type CloudItemKind = "DOCUMENT" | "FILE" | "%future added value";
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CloudScreen_item$data = {
  readonly createdAt: string;
  readonly documentStatus: DocumentStatus | null | undefined;
  readonly downloadUrl: string;
  readonly folderName: string | null | undefined;
  readonly id: string;
  readonly kind: CloudItemKind;
  readonly locked: boolean;
  readonly name: string;
  readonly previewUrl: string | null | undefined;
  readonly riskScore: number | null | undefined;
  readonly signed: boolean;
  readonly signedDownloadUrl: string | null | undefined;
  readonly sizeBytes: number;
  readonly tags: ReadonlyArray<string>;
  readonly type: CloudFileType;
  readonly " $fragmentType": "CloudScreen_item";
};
export type CloudScreen_item$key = {
  readonly " $data"?: CloudScreen_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"CloudScreen_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CloudScreen_item",
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
      "name": "kind",
      "storageKey": null
    },
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
      "name": "type",
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
      "name": "createdAt",
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
      "name": "locked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "folderName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentStatus",
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
      "name": "signed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedDownloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previewUrl",
      "storageKey": null
    }
  ],
  "type": "CloudItem",
  "abstractKey": null
};

(node as any).hash = "a9bb9113dc01bf5eded42b1b2b960022";

export default node;
