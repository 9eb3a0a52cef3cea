/**
 * @generated SignedSource<<99de80875264e4e891edc0abfeae724c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MailAttachmentSkipReason = "EMPTY" | "TOO_LARGE" | "UNREADABLE" | "UNSUPPORTED_TYPE" | "%future added value";
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
  readonly skippedAttachments: ReadonlyArray<{
    readonly filename: string;
    readonly maxBytes: number | null | undefined;
    readonly reason: MailAttachmentSkipReason;
  }>;
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
      "concreteType": "MailSkippedAttachment",
      "kind": "LinkedField",
      "name": "skippedAttachments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "filename",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxBytes",
          "storageKey": null
        }
      ],
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

(node as any).hash = "ac1e01b222b7268ed110db3eebbed3fe";

export default node;
