/**
 * @generated SignedSource<<a5ba7e2523514ad9eb9d332e383ccfd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MailMessageRow_message$data = {
  readonly attachmentNames: ReadonlyArray<string>;
  readonly documents: ReadonlyArray<{
    readonly id: string;
    readonly riskScore: number;
    readonly title: string;
  }>;
  readonly fromAddress: string | null | undefined;
  readonly fromName: string | null | undefined;
  readonly hasAttachments: boolean;
  readonly processed: boolean;
  readonly receivedAt: string;
  readonly subject: string | null | undefined;
  readonly " $fragmentType": "MailMessageRow_message";
};
export type MailMessageRow_message$key = {
  readonly " $data"?: MailMessageRow_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MailMessageRow_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MailMessageRow_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receivedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasAttachments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attachmentNames",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "processed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Document",
      "kind": "LinkedField",
      "name": "documents",
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "riskScore",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MailMessage",
  "abstractKey": null
};

(node as any).hash = "0e63cf3ee89ddd2bd2e940b84c6a7639";

export default node;
