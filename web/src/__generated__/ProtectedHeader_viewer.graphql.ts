/**
 * @generated SignedSource<<8d8d646311362cfa7703839e494a8721>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProtectedHeader_viewer$data = {
  readonly organization: {
    readonly logoUrl: string | null | undefined;
    readonly name: string;
  };
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "logoUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "87ea3e2f4e7b3576cbf172b70bbf9321";

export default node;
