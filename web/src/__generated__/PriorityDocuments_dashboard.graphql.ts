/**
 * @generated SignedSource<<fb6945ac18928dae22800256fef1901c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentSource = "API" | "MAIL" | "UPLOAD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PriorityDocuments_dashboard$data = {
  readonly priorityDocuments: ReadonlyArray<{
    readonly id: string;
    readonly receivedAt: string;
    readonly riskScore: number;
    readonly sender: {
      readonly name: string;
    } | null | undefined;
    readonly source: DocumentSource;
    readonly title: string;
  }>;
  readonly " $fragmentType": "PriorityDocuments_dashboard";
};
export type PriorityDocuments_dashboard$key = {
  readonly " $data"?: PriorityDocuments_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriorityDocuments_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PriorityDocuments_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Document",
      "kind": "LinkedField",
      "name": "priorityDocuments",
      "plural": true,
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
          "name": "riskScore",
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "d8daa01a45c4b8a2076da6421239d3f2";

export default node;
