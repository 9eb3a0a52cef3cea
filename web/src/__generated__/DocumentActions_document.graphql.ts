/**
 * @generated SignedSource<<098cc10919e6c807f7c2da0e330f0789>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentActions_document$data = {
  readonly id: string;
  readonly status: DocumentStatus;
  readonly " $fragmentType": "DocumentActions_document";
};
export type DocumentActions_document$key = {
  readonly " $data"?: DocumentActions_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentActions_document">;
};

const node: ReaderFragment = {
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "0a10c2ece96dc11caa6b33b5b1373f60";

export default node;
