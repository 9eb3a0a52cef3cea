/**
 * @generated SignedSource<<5de55cbc9613d7edfb1d54f4621848be>>
 * @relayHash a75ebcc0b5d2189e2ec580553a682c61
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65ebd9402aa0dee7ac24e717015c23f6e1832d21918b54e175a4f59d19312406

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "MANAGER" | "USER" | "%future added value";
export type TeamScreenQuery$variables = Record<PropertyKey, never>;
export type TeamScreenQuery$data = {
  readonly viewer: {
    readonly role: Role;
    readonly user: {
      readonly id: string;
    };
  } | null | undefined;
};
export type TeamScreenQuery = {
  response: TeamScreenQuery$data;
  variables: TeamScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TeamScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TeamScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "65ebd9402aa0dee7ac24e717015c23f6e1832d21918b54e175a4f59d19312406",
    "metadata": {},
    "name": "TeamScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4c89067e02a649d153bed77b3cd06bec";

export default node;
