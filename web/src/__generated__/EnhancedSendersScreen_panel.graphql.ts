/**
 * @generated SignedSource<<c420b69209de1128541abb0a00c55ce7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SenderCategory = "ADMINISTRATION" | "CLIENT" | "OTHER" | "PARTNER" | "SERVICE_PROVIDER" | "SUPPLIER" | "%future added value";
export type SenderStatus = "BLOCKED" | "CAUTION" | "TRUSTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EnhancedSendersScreen_panel$data = {
  readonly category: SenderCategory;
  readonly domain: string;
  readonly figures: {
    readonly riskTrend: number | null | undefined;
    readonly trustScore: number | null | undefined;
  };
  readonly id: string;
  readonly name: string;
  readonly recentDocuments: ReadonlyArray<{
    readonly id: string;
    readonly receivedAt: string;
    readonly riskScore: number;
    readonly title: string;
  }>;
  readonly riskHistory: ReadonlyArray<{
    readonly averageRisk: number;
    readonly documents: number;
    readonly month: string;
  }>;
  readonly status: SenderStatus;
  readonly " $fragmentType": "EnhancedSendersScreen_panel";
};
export type EnhancedSendersScreen_panel$key = {
  readonly " $data"?: EnhancedSendersScreen_panel$data;
  readonly " $fragmentSpreads": FragmentRefs<"EnhancedSendersScreen_panel">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EnhancedSendersScreen_panel",
  "selections": [
    (v0/*:: as any*/),
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
          "name": "trustScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "riskTrend",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SenderRiskMonth",
      "kind": "LinkedField",
      "name": "riskHistory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "month",
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
          "name": "documents",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "Document",
      "kind": "LinkedField",
      "name": "recentDocuments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "receivedAt",
          "storageKey": null
        }
      ],
      "storageKey": "recentDocuments(first:3)"
    }
  ],
  "type": "Sender",
  "abstractKey": null
};
})();

(node as any).hash = "8f928ee58017e54da9cf8165534e7a26";

export default node;
