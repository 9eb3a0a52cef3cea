/**
 * @generated SignedSource<<36948f215d74f681934484d3dbf731cc>>
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
    readonly " $fragmentSpreads": FragmentRefs<"sessionDevice_session">;
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
          "name": "ip",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "sessionDevice_session"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "349dd89a4ac43d860fc9e973af5d75c9";

export default node;
