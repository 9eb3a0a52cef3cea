/**
 * @generated SignedSource<<6511d4c3444610bd23ea5b069cfb9f1e>>
 * @relayHash 444f439396694556dba801a7ec60b3ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cdd208f95fe00d4e5d5f8b4e6bbaa1fbff8113c21452686b0df52b601abcf0e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "MANAGER" | "USER" | "%future added value";
export type SignInScreenQuery$variables = Record<PropertyKey, never>;
export type SignInScreenQuery$data = {
  readonly authProviders: {
    readonly " $fragmentSpreads": FragmentRefs<"ProviderButtons_providers">;
  };
  readonly viewer: {
    readonly role: Role;
  } | null | undefined;
};
export type SignInScreenQuery = {
  response: SignInScreenQuery$data;
  variables: SignInScreenQuery$variables;
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
    "name": "SignInScreenQuery",
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
    "name": "SignInScreenQuery",
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
    "id": "3cdd208f95fe00d4e5d5f8b4e6bbaa1fbff8113c21452686b0df52b601abcf0e",
    "metadata": {},
    "name": "SignInScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8aefac66b5dfcc55aeedf8d628a6a448";

export default node;
