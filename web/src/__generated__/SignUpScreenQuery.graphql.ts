/**
 * @generated SignedSource<<3a5268374b2dfb557adb737809e5fe47>>
 * @relayHash d8116586504e199b4496432ad0480c94
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86c4c5563ad857b09f43a3d9a3aac19efefa622727696499f6577d401a8ebe81

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "MANAGER" | "USER" | "%future added value";
export type SignUpScreenQuery$variables = Record<PropertyKey, never>;
export type SignUpScreenQuery$data = {
  readonly authProviders: {
    readonly " $fragmentSpreads": FragmentRefs<"ProviderButtons_providers">;
  };
  readonly viewer: {
    readonly role: Role;
  } | null | undefined;
};
export type SignUpScreenQuery = {
  response: SignUpScreenQuery$data;
  variables: SignUpScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignUpScreenQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "AuthProviders",
        "kind": "LinkedField",
        "name": "authProviders",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProviderButtons_providers"
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
    "name": "SignUpScreenQuery",
    "selections": [
      (v0/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "id": "86c4c5563ad857b09f43a3d9a3aac19efefa622727696499f6577d401a8ebe81",
    "metadata": {},
    "name": "SignUpScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "38c94611f2d14c6fde0c5f693aa11dac";

export default node;
