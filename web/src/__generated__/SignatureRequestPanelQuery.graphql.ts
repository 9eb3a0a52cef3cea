/**
 * @generated SignedSource<<a1fba9f9265f084d0c526a3301f48314>>
 * @relayHash 416271f956ae52055b9b52170e21899d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd8985af0e43f7b799dd7ce4f4b4419a652fc4b8bf25c6ecc69b0ad6f5ea8d8f

import { ConcreteRequest } from 'relay-runtime';
export type SignatureRequestPanelQuery$variables = Record<PropertyKey, never>;
export type SignatureRequestPanelQuery$data = {
  readonly members: ReadonlyArray<{
    readonly email: string;
    readonly fullName: string;
    readonly id: string;
  }>;
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
  } | null | undefined;
};
export type SignatureRequestPanelQuery = {
  response: SignatureRequestPanelQuery$data;
  variables: SignatureRequestPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "members",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fullName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignatureRequestPanelQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignatureRequestPanelQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fd8985af0e43f7b799dd7ce4f4b4419a652fc4b8bf25c6ecc69b0ad6f5ea8d8f",
    "metadata": {},
    "name": "SignatureRequestPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "daf538f0fb5cd219405a08a5aa7b1a26";

export default node;
