/**
 * @generated SignedSource<<1c3ace8f43bd4ca2140cbded3f6a3fa0>>
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
  readonly authProviders: {
    readonly google: boolean;
    readonly microsoft: boolean;
  };
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
      "concreteType": "AuthProviders",
      "kind": "LinkedField",
      "name": "authProviders",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "google",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "microsoft",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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

(node as any).hash = "9f8cd8bd40aaef26e53ba8bd6af15a52";

export default node;
