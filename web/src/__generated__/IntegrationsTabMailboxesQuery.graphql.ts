/**
 * @generated SignedSource<<1ad437b3fedc9687aeb04a502c2669ea>>
 * @relayHash efd9c0b0a27a474c0184d9a175eec5ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d83c3cbfb70847c369480260bd2c430f28cf23560b2e207ecfcfe835ec6fadae

import { ConcreteRequest } from 'relay-runtime';
export type MailAccountStatus = "ACTIVE" | "PAUSED" | "%future added value";
export type MailProvider = "GMAIL" | "IMAP" | "MICROSOFT" | "%future added value";
export type IntegrationsTabMailboxesQuery$variables = Record<PropertyKey, never>;
export type IntegrationsTabMailboxesQuery$data = {
  readonly mailAccounts: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly provider: MailProvider;
    readonly status: MailAccountStatus;
  }>;
};
export type IntegrationsTabMailboxesQuery = {
  response: IntegrationsTabMailboxesQuery$data;
  variables: IntegrationsTabMailboxesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MailAccount",
    "kind": "LinkedField",
    "name": "mailAccounts",
    "plural": true,
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
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "provider",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
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
    "name": "IntegrationsTabMailboxesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IntegrationsTabMailboxesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d83c3cbfb70847c369480260bd2c430f28cf23560b2e207ecfcfe835ec6fadae",
    "metadata": {},
    "name": "IntegrationsTabMailboxesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "71dd544af40048876151d79130f8cfb1";

export default node;
