/**
 * @generated SignedSource<<0ad2caa9c89db8544d57e13c69124d95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentSource = "API" | "MAIL" | "UPLOAD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentHistory_document$data = {
  readonly history: ReadonlyArray<{
    readonly action: string;
    readonly actorName: string | null | undefined;
    readonly at: string;
    readonly comment: string | null | undefined;
    readonly source: DocumentSource | null | undefined;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "source",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "0062e14153aebd82b7a816f41d9218ee";

export default node;
