/**
 * @generated SignedSource<<b19bf1bf4a535da82aa50a7860120a8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SenderCategory = "ADMINISTRATION" | "CLIENT" | "OTHER" | "PARTNER" | "SERVICE_PROVIDER" | "SUPPLIER" | "%future added value";
export type SenderRecommendation = "REINFORCED_MONITORING" | "RELIABLE_PARTNER" | "STANDARD_MONITORING" | "%future added value";
export type SenderStatus = "BLOCKED" | "CAUTION" | "TRUSTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SenderCard_sender$data = {
  readonly category: SenderCategory;
  readonly domain: string;
  readonly email: string | null | undefined;
  readonly figures: {
    readonly averageResponseHours: number | null | undefined;
    readonly averageRisk: number | null | undefined;
    readonly documentTypes: ReadonlyArray<string>;
    readonly documents: number;
    readonly lastActivityAt: string | null | undefined;
    readonly recommendation: SenderRecommendation | null | undefined;
    readonly reliabilityScore: number | null | undefined;
  };
  readonly name: string;
  readonly status: SenderStatus;
  readonly " $fragmentType": "SenderCard_sender";
};
export type SenderCard_sender$key = {
  readonly " $data"?: SenderCard_sender$data;
  readonly " $fragmentSpreads": FragmentRefs<"SenderCard_sender">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SenderCard_sender",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
      "name": "domain",
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
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SenderFigures",
      "kind": "LinkedField",
      "name": "figures",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageRisk",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reliabilityScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageResponseHours",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentTypes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastActivityAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recommendation",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Sender",
  "abstractKey": null
};

(node as any).hash = "0a76d828dab1de21f3cbd3c65f5d977e";

export default node;
