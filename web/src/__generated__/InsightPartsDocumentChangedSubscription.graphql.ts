/**
 * @generated SignedSource<<d0ae492e4f96495bce085fd965530afb>>
 * @relayHash 67916d6bb7ae2f3c03dc0d299e3ecee3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10cf56a7dc50af31492e798e21563bd224e8c980ac2c830284422e524a08f855

import { ConcreteRequest } from 'relay-runtime';
export type DocumentChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type InsightPartsDocumentChangedSubscription$variables = Record<PropertyKey, never>;
export type InsightPartsDocumentChangedSubscription$data = {
  readonly documentChanged: {
    readonly documentId: string;
    readonly kind: DocumentChangeKind;
  };
};
export type InsightPartsDocumentChangedSubscription = {
  response: InsightPartsDocumentChangedSubscription$data;
  variables: InsightPartsDocumentChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DocumentChange",
    "kind": "LinkedField",
    "name": "documentChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "documentId",
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
    "name": "InsightPartsDocumentChangedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InsightPartsDocumentChangedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "10cf56a7dc50af31492e798e21563bd224e8c980ac2c830284422e524a08f855",
    "metadata": {},
    "name": "InsightPartsDocumentChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "311e835d72677225a45a7f73e51b0b63";

export default node;
