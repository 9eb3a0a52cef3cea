/**
 * @generated SignedSource<<cd1f81368dd31874d3795a1442f4531f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiScope = "READ" | "SIGN" | "WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiAccessCard_apiKey$data = {
  readonly createdAt: string;
  readonly createdByName: string;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly revokedAt: string | null | undefined;
  readonly scopes: ReadonlyArray<ApiScope>;
  readonly " $fragmentType": "ApiAccessCard_apiKey";
};
export type ApiAccessCard_apiKey$key = {
  readonly " $data"?: ApiAccessCard_apiKey$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiAccessCard_apiKey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiAccessCard_apiKey",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdByName",
      "storageKey": null
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};

(node as any).hash = "92620ae2ee6185934917fe4f09cbd770";

export default node;
