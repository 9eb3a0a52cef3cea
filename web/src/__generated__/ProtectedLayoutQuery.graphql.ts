/**
 * @generated SignedSource<<bfb7a290dfc9aeebbfa779e6d72d555d>>
 * @relayHash a7735618277c773fc2211adcce7c44af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77af946e6d54737a66e13772dc9f3cd7de440eacc1de307a7d60bfde88131e26

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "MANAGER" | "USER" | "%future added value";
export type ProtectedLayoutQuery$variables = Record<PropertyKey, never>;
export type ProtectedLayoutQuery$data = {
  readonly viewer: {
    readonly role: Role;
    readonly user: {
      readonly locale: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"ProtectedHeader_viewer">;
  } | null | undefined;
};
export type ProtectedLayoutQuery = {
  response: ProtectedLayoutQuery$data;
  variables: ProtectedLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProtectedLayoutQuery",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProtectedHeader_viewer"
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
    "name": "ProtectedLayoutQuery",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "fullName",
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
    "id": "77af946e6d54737a66e13772dc9f3cd7de440eacc1de307a7d60bfde88131e26",
    "metadata": {},
    "name": "ProtectedLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5be5f2a5822e265a55ac75edd3d51ffc";

export default node;
