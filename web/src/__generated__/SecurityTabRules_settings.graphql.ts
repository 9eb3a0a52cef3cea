/**
 * @generated SignedSource<<fb298504d66c379230228ecd157ef661>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SignInMethod = "GOOGLE" | "MAGIC_LINK" | "MICROSOFT" | "PASSWORD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SecurityTabRules_settings$data = {
  readonly requireSecondFactor: boolean;
  readonly sessionLifetimeHours: number | null | undefined;
  readonly signInMethods: ReadonlyArray<SignInMethod>;
  readonly " $fragmentType": "SecurityTabRules_settings";
};
export type SecurityTabRules_settings$key = {
  readonly " $data"?: SecurityTabRules_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"SecurityTabRules_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SecurityTabRules_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requireSecondFactor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sessionLifetimeHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signInMethods",
      "storageKey": null
    }
  ],
  "type": "SecuritySettings",
  "abstractKey": null
};

(node as any).hash = "c6bce9afeb715fdaa1f15f23f09920c4";

export default node;
