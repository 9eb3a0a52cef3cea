/**
 * @generated SignedSource<<ab52f1898973d163a81edab51fa30907>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MailAccountStatus = "ACTIVE" | "PAUSED" | "%future added value";
export type MailProvider = "GMAIL" | "IMAP" | "MICROSOFT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MailboxConnectionsCard_query$data = {
  readonly mailAccounts: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly provider: MailProvider;
    readonly status: MailAccountStatus;
  }>;
  readonly " $fragmentType": "MailboxConnectionsCard_query";
};
export type MailboxConnectionsCard_query$key = {
  readonly " $data"?: MailboxConnectionsCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MailboxConnectionsCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MailboxConnectionsCard_query",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c9dd5789c9e0df12a17d71ee044a23ea";

export default node;
