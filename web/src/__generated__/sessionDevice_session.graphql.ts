/**
 * @generated SignedSource<<41efa618cdda750a3a34d17445d9a395>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type sessionDevice_session$data = {
  readonly browser: string | null | undefined;
  readonly operatingSystem: string | null | undefined;
  readonly userAgent: string | null | undefined;
  readonly " $fragmentType": "sessionDevice_session";
};
export type sessionDevice_session$key = {
  readonly " $data"?: sessionDevice_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"sessionDevice_session">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "sessionDevice_session",
  "selections": [
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
      "name": "browser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "operatingSystem",
      "storageKey": null
    }
  ],
  "type": "ActiveSession",
  "abstractKey": null
};

(node as any).hash = "ccd13c54dc4b310083eaf752e8c172d8";

export default node;
