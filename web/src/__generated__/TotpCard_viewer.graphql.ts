/**
 * @generated SignedSource<<a0fc5a65d654077875b4b8a2638cc313>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TotpCard_viewer$data = {
  readonly factors: ReadonlyArray<{
    readonly friendlyName: string;
    readonly id: string;
    readonly status: string;
  }>;
  readonly " $fragmentType": "TotpCard_viewer";
};
export type TotpCard_viewer$key = {
  readonly " $data"?: TotpCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TotpCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TotpCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Factor",
      "kind": "LinkedField",
      "name": "factors",
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
          "name": "friendlyName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "6bdc1d72117be028af54d8be3ec4eac8";

export default node;
