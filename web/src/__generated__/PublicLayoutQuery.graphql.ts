/**
 * @generated SignedSource<<bf13d98f6d4fa3fd51603c974e291104>>
 * @relayHash 0819fb7a3e58c805122a18b87f944caf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52c506f1c019ae8a16bc3dba1e64de6ce1a0630f913682645a7280b1d34fd76f

import { ConcreteRequest } from 'relay-runtime';
export type PublicLayoutQuery$variables = Record<PropertyKey, never>;
export type PublicLayoutQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly fullName: string;
    };
  } | null | undefined;
};
export type PublicLayoutQuery = {
  response: PublicLayoutQuery$data;
  variables: PublicLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PublicLayoutQuery",
    "selections": [
      {
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "PublicLayoutQuery",
    "selections": [
      {
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
    "id": "52c506f1c019ae8a16bc3dba1e64de6ce1a0630f913682645a7280b1d34fd76f",
    "metadata": {},
    "name": "PublicLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7fb22f72ce7d4ec2f51b9a78ef9c935a";

export default node;
