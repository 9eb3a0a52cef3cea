/**
 * @generated SignedSource<<b8f53251d5d18a3a31327c00c1a2dbb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UploadPanel_settings$data = {
  readonly serviceSettings: {
    readonly documentMaxBytes: number;
  };
  readonly " $fragmentType": "UploadPanel_settings";
};
export type UploadPanel_settings$key = {
  readonly " $data"?: UploadPanel_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"UploadPanel_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UploadPanel_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceSettings",
      "kind": "LinkedField",
      "name": "serviceSettings",
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

(node as any).hash = "6e38b197549a5b9b3ad1f7f563b4ddc3";

export default node;
