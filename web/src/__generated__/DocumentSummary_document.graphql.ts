/**
 * @generated SignedSource<<537ee05592fc41e600792bb579622801>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentSummary_document$data = {
  readonly keyPoints: ReadonlyArray<string>;
  readonly summary: string | null | undefined;
  readonly " $fragmentType": "DocumentSummary_document";
};
export type DocumentSummary_document$key = {
  readonly " $data"?: DocumentSummary_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentSummary_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentSummary_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keyPoints",
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "4c654bc10e284de9262973f1c53a3908";

export default node;
