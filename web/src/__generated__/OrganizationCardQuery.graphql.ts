/**
 * @generated SignedSource<<93548130b8f3aa1a6842753f02a0c16f>>
 * @relayHash ba9e90500002f2b566d7b9ea3750b62d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e956c146f48df04a86839ffcec9bcc75146e7f4ce0740206ca8c88f8d29879b

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationCardQuery$variables = Record<PropertyKey, never>;
export type OrganizationCardQuery$data = {
  readonly viewer: {
    readonly organization: {
      readonly id: string;
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
    "id": "5e956c146f48df04a86839ffcec9bcc75146e7f4ce0740206ca8c88f8d29879b",
    "metadata": {},
    "name": "OrganizationCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "51d8ad0f629d43c339ccdd6aed6e4f81";

export default node;
