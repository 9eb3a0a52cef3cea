/**
 * @generated SignedSource<<04f30f583ab6063faecea3225367edf8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AutomationDocumentType = "ANY" | "NDA" | "%future added value";
export type AutomationKind = "AUTO_SIGN" | "HIGH_RISK_ALERT" | "REMINDER" | "%future added value";
export type AutomationOutcome = "ALERTED" | "CANCELLED" | "NOT_SIGNED" | "REMINDED" | "SIGNED" | "SKIPPED" | "%future added value";
export type SenderStatus = "BLOCKED" | "CAUTION" | "TRUSTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AutomationsTab_rule$data = {
  readonly documentType: AutomationDocumentType;
  readonly enabled: boolean;
  readonly enabledAt: string | null | undefined;
  readonly enabledByName: string | null | undefined;
  readonly id: string;
  readonly kind: AutomationKind;
  readonly lastRuns: ReadonlyArray<{
    readonly at: string;
    readonly documentId: string;
    readonly documentTitle: string;
    readonly outcome: AutomationOutcome;
    readonly reason: string | null | undefined;
  }>;
  readonly riskMax: number;
  readonly riskMin: number;
  readonly senderStatus: SenderStatus | null | undefined;
  readonly " $fragmentType": "AutomationsTab_rule";
};
export type AutomationsTab_rule$key = {
  readonly " $data"?: AutomationsTab_rule$data;
  readonly " $fragmentSpreads": FragmentRefs<"AutomationsTab_rule">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AutomationsTab_rule",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "riskMin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "riskMax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "senderStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabledByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabledAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AutomationRun",
      "kind": "LinkedField",
      "name": "lastRuns",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outcome",
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
          "name": "documentId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentTitle",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AutomationRule",
  "abstractKey": null
};

(node as any).hash = "825bad064f9287db4b1f63640812822a";

export default node;
