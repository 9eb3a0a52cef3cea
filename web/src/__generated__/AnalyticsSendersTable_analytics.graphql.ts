/**
 * @generated SignedSource<<0d0f661931a5a90e1353cc350f293977>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsSendersTable_analytics$data = {
  readonly topSenders: ReadonlyArray<{
    readonly averageRisk: number | null | undefined;
    readonly documents: number;
    readonly sender: {
      readonly domain: string;
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "AnalyticsSendersTable_analytics";
};
export type AnalyticsSendersTable_analytics$key = {
  readonly " $data"?: AnalyticsSendersTable_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsSendersTable_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsSendersTable_analytics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SenderVolume",
      "kind": "LinkedField",
      "name": "topSenders",
      "plural": true,
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
          "concreteType": "Sender",
          "kind": "LinkedField",
          "name": "sender",
          "plural": false,
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
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "domain",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Analytics",
  "abstractKey": null
};

(node as any).hash = "ece7fab0fecbe93fc3f8fcddd077d640";

export default node;
