/**
 * @generated SignedSource<<3fca48b59183a8a3ad17091cb6f4b4e3>>
 * @relayHash 9942bce92b2d629ad06aa0a88ab6578a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a626c0d3da94feb76f6df96850bf6367678df709953d253a4321c06eae12d2b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecondFactorSetupScreenQuery$variables = Record<PropertyKey, never>;
export type SecondFactorSetupScreenQuery$data = {
  readonly viewer: {
    readonly mustEnrolSecondFactor: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"TotpCard_viewer">;
  } | null | undefined;
};
export type SecondFactorSetupScreenQuery = {
  response: SecondFactorSetupScreenQuery$data;
  variables: SecondFactorSetupScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mustEnrolSecondFactor",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SecondFactorSetupScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TotpCard_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SecondFactorSetupScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Factor",
            "kind": "LinkedField",
            "name": "factors",
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
                "name": "friendlyName",
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9a626c0d3da94feb76f6df96850bf6367678df709953d253a4321c06eae12d2b",
    "metadata": {},
    "name": "SecondFactorSetupScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1bb9db6453275663da9e4a4581fae850";

export default node;
