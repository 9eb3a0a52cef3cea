/**
 * @generated SignedSource<<ef996e4ceef990c5a1e6b762e5510d45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MailProviderCards_providers$data = {
  readonly google: boolean;
  readonly microsoft: boolean;
  readonly " $fragmentType": "MailProviderCards_providers";
};
export type MailProviderCards_providers$key = {
  readonly " $data"?: MailProviderCards_providers$data;
  readonly " $fragmentSpreads": FragmentRefs<"MailProviderCards_providers">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MailProviderCards_providers",
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

(node as any).hash = "06a3cab60b4850f2b5697224ce1d2cf3";

export default node;
