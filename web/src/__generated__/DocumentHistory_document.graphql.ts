/**
 * @generated SignedSource<<3506d08b31101998653b1aeaa5a7621b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentHistory_document$data = {
  readonly history: ReadonlyArray<{
    readonly action: string;
    readonly actorName: string | null | undefined;
    readonly at: string;
    readonly comment: string | null | undefined;
  }>;
  readonly " $fragmentType": "DocumentHistory_document";
};
export type DocumentHistory_document$key = {
  readonly " $data"?: DocumentHistory_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentHistory_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentHistory_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentHistoryEntry",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "968bc58b2646b16786e98290309449f0";

export default node;
