/**
 * @generated SignedSource<<34fdf1aae775b5d86648672be7b1345e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentDownloads_document$data = {
  readonly fileUrl: string;
  readonly signedFileUrl: string | null | undefined;
  readonly " $fragmentType": "DocumentDownloads_document";
};
export type DocumentDownloads_document$key = {
  readonly " $data"?: DocumentDownloads_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentDownloads_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentDownloads_document",
  "selections": [
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
      "name": "signedFileUrl",
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "a1232ea3d7dd881171a9d68bf9c7b4b1";

export default node;
