/**
 * @generated SignedSource<<78521e19f5accc5daecbaac2a6c8d709>>
 * @relayHash c6cd54d05c3dcd4b3d0e905ab93af1c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d6929e4aa4e36d1614740ac58b136b67ce65d8a17f061b1a9b6710e3a815ac4

import { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "fr" | "%future added value";
export type OrganizationCardQuery$variables = Record<PropertyKey, never>;
export type OrganizationCardQuery$data = {
  readonly viewer: {
    readonly organization: {
      readonly defaultLanguage: Language;
      readonly id: string;
      readonly logoUrl: string | null | undefined;
      readonly name: string;
      readonly timeZone: string;
    };
  } | null | undefined;
};
export type OrganizationCardQuery = {
  response: OrganizationCardQuery$data;
  variables: OrganizationCardQuery$variables;
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
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
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
            "name": "timeZone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "defaultLanguage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "logoUrl",
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
    "name": "OrganizationCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrganizationCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5d6929e4aa4e36d1614740ac58b136b67ce65d8a17f061b1a9b6710e3a815ac4",
    "metadata": {},
    "name": "OrganizationCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d2bbfacb4f7cbfba0080c8af16a2607a";

export default node;
