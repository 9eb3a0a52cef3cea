/**
 * @generated SignedSource<<a5696d3c72c10656c7424bf6e3c06686>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MailAccountStatus = "ACTIVE" | "PAUSED" | "%future added value";
export type MailProvider = "GMAIL" | "IMAP" | "MICROSOFT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MailAccountsCard_query$data = {
  readonly mailAccounts: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly lastErrorCode: string | null | undefined;
    readonly lastSyncAt: string | null | undefined;
    readonly provider: MailProvider;
    readonly status: MailAccountStatus;
  }>;
  readonly " $fragmentType": "MailAccountsCard_query";
};
export type MailAccountsCard_query$key = {
  readonly " $data"?: MailAccountsCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MailAccountsCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MailAccountsCard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MailAccount",
      "kind": "LinkedField",
      "name": "mailAccounts",
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
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "provider",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastSyncAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastErrorCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8c51dadbb3bb7bfaea7c12edaa383fab";

export default node;
