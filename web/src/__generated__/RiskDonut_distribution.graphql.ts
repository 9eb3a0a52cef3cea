/**
 * @generated SignedSource<<2ed48ac0f6f532d5b30fcb11c4bee450>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RiskDonut_distribution$data = {
  readonly caution: number;
  readonly danger: number;
  readonly safe: number;
  readonly " $fragmentType": "RiskDonut_distribution";
};
export type RiskDonut_distribution$key = {
  readonly " $data"?: RiskDonut_distribution$data;
  readonly " $fragmentSpreads": FragmentRefs<"RiskDonut_distribution">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RiskDonut_distribution",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "safe",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caution",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "danger",
      "storageKey": null
    }
  ],
  "type": "RiskDistribution",
  "abstractKey": null
};

(node as any).hash = "24438ab42987399b75972e7fb3cf63ae";

export default node;
