/**
 * @generated SignedSource<<8e8458cadc69d9a45d8937d3f3c0d091>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UploadPanel_limits$data = {
  readonly uploadLimits: {
    readonly documentMaxBytes: number;
  };
  readonly " $fragmentType": "UploadPanel_limits";
};
export type UploadPanel_limits$key = {
  readonly " $data"?: UploadPanel_limits$data;
  readonly " $fragmentSpreads": FragmentRefs<"UploadPanel_limits">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UploadPanel_limits",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UploadLimits",
      "kind": "LinkedField",
      "name": "uploadLimits",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentMaxBytes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "42d33a2a9d1b659a0b87456cf0e6f5cc";

export default node;
