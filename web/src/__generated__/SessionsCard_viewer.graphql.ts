/**
 * @generated SignedSource<<b5eb1fd2340ca7beb8cbe98988b91a60>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SessionsCard_viewer$data = {
  readonly sessions: ReadonlyArray<{
    readonly current: boolean;
    readonly id: string;
    readonly ip: string | null | undefined;
    readonly lastUsedAt: string;
    readonly userAgent: string | null | undefined;
  }>;
  readonly " $fragmentType": "SessionsCard_viewer";
};
export type SessionsCard_viewer$key = {
  readonly " $data"?: SessionsCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionsCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionsCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ActiveSession",
      "kind": "LinkedField",
      "name": "sessions",
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
          "name": "current",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userAgent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "93013804c26c7b0ae1d7d10f408d68a8";

export default node;
