/**
 * @generated SignedSource<<a6990406b5992bf0a29d6f7018eec9bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TellSender_document$data = {
  readonly decisionComment: string | null | undefined;
  readonly sender: {
    readonly email: string | null | undefined;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "TellSender_document";
};
export type TellSender_document$key = {
  readonly " $data"?: TellSender_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"TellSender_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TellSender_document",
  "selections": [
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
      "concreteType": "Sender",
      "kind": "LinkedField",
      "name": "sender",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decisionComment",
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "eb5ab85b6a3e02188bd9def293f82050";

export default node;
