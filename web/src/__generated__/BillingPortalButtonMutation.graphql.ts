/**
 * @generated SignedSource<<e00a09a32dd4d474369c3b69d63beb16>>
 * @relayHash 1a98f0611c499cb56f70395443d59193
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d07bba745f90e3fa3efb21005ee2c7dbf7fcd710358269303892beaa490ed1fb

import { ConcreteRequest } from 'relay-runtime';
export type BillingPortalButtonMutation$variables = Record<PropertyKey, never>;
export type BillingPortalButtonMutation$data = {
  readonly openBillingPortal: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type BillingPortalButtonMutation = {
  response: BillingPortalButtonMutation$data;
  variables: BillingPortalButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "openBillingPortal",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "MutationOpenBillingPortalSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "BillingPortalButtonMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BillingPortalButtonMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d07bba745f90e3fa3efb21005ee2c7dbf7fcd710358269303892beaa490ed1fb",
    "metadata": {},
    "name": "BillingPortalButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "39b4dacf5326e918ce0c352e0455e34d";

export default node;
