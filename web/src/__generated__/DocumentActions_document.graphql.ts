/**
 * @generated SignedSource<<8ba75f2b310ce9bc3a33f20fdc9c7e76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentStatus = "CORRECTING" | "PENDING" | "REFUSED" | "SIGNED" | "UNDER_REVIEW" | "%future added value";
export type SignatureRequestStatus = "CANCELLED" | "COMPLETED" | "OPEN" | "REFUSED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentActions_document$data = {
  readonly id: string;
  readonly signatureRequest: {
    readonly status: SignatureRequestStatus;
  } | null | undefined;
  readonly status: DocumentStatus;
  readonly " $fragmentType": "DocumentActions_document";
};
export type DocumentActions_document$key = {
  readonly " $data"?: DocumentActions_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentActions_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentActions_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "SignatureRequest",
      "kind": "LinkedField",
      "name": "signatureRequest",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "6a919ef64ce60bfc411065abf4c4a8f5";

export default node;
