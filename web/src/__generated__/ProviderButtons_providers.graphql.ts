/**
 * @generated SignedSource<<fea929473b774b6eea556c9aca096aa3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProviderButtons_providers$data = {
  readonly google: boolean;
  readonly microsoft: boolean;
  readonly " $fragmentType": "ProviderButtons_providers";
};
export type ProviderButtons_providers$key = {
  readonly " $data"?: ProviderButtons_providers$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProviderButtons_providers">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProviderButtons_providers",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "google",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "microsoft",
      "storageKey": null
    }
  ],
  "type": "AuthProviders",
  "abstractKey": null
};

(node as any).hash = "8a57d0f5f005d72d0b5c4b35233ff561";

export default node;
