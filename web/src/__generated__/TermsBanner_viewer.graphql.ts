/**
 * @generated SignedSource<<268b95bb2b6bc9d3560c27895d12a389>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TermsBanner_viewer$data = {
  readonly terms: {
    readonly version: string | null | undefined;
  };
  readonly " $fragmentType": "TermsBanner_viewer";
};
export type TermsBanner_viewer$key = {
  readonly " $data"?: TermsBanner_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TermsBanner_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TermsBanner_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TermsAcceptance",
      "kind": "LinkedField",
      "name": "terms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "fe7ef469c68dc3121bb1889fc7054ac7";

export default node;
