/**
 * @generated SignedSource<<dd9cfc106c2c86686530cd9d5411b043>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteDocumentButton_document$data = {
  readonly id: string;
  readonly title: string;
  readonly viewerCanDelete: boolean;
  readonly " $fragmentType": "DeleteDocumentButton_document";
};
export type DeleteDocumentButton_document$key = {
  readonly " $data"?: DeleteDocumentButton_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteDocumentButton_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteDocumentButton_document",
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
      "name": "viewerCanDelete",
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "f517c3f743ec41f6f6c64aa35c9d3976";

export default node;
