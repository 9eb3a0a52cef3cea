/**
 * @generated SignedSource<<d3de07f5d175348e8dd5f24329a35393>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProtectedHeader_viewer$data = {
  readonly user: {
    readonly fullName: string;
  };
  readonly " $fragmentType": "ProtectedHeader_viewer";
};
export type ProtectedHeader_viewer$key = {
  readonly " $data"?: ProtectedHeader_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProtectedHeader_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProtectedHeader_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "e0c80881ed20ebaf1d0011329406f463";

export default node;
