/**
 * @generated SignedSource<<3e89163d5b494d2909c7e07d4406c528>>
 * @relayHash 21c028fc72dc187917458a99ace979b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50a96407c54af5c37b3c9e09f191175762d552322340dfed2bb3c5709d3c4de5

import { ConcreteRequest } from 'relay-runtime';
export type CloseOrganizationCardQuery$variables = Record<PropertyKey, never>;
export type CloseOrganizationCardQuery$data = {
  readonly viewer: {
    readonly hasPassword: boolean;
    readonly organization: {
      readonly name: string;
    };
  } | null | undefined;
};
export type CloseOrganizationCardQuery = {
  response: CloseOrganizationCardQuery$data;
  variables: CloseOrganizationCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasPassword",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CloseOrganizationCardQuery",
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
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
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
    "name": "CloseOrganizationCardQuery",
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
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
    "id": "50a96407c54af5c37b3c9e09f191175762d552322340dfed2bb3c5709d3c4de5",
    "metadata": {},
    "name": "CloseOrganizationCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "870b9c9bb48a9c31eb1bf54fce0c9dc0";

export default node;
