/**
 * @generated SignedSource<<6bc335b0b45055460dc30030230a6d8c>>
 * @relayHash 73501e38740d28d2d727cac18109333c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4589e0c8a913a9cc6eed18133af214e59e3af7a51d5666eacff065900b17f320

import { ConcreteRequest } from 'relay-runtime';
export type AuditLogCardMembersQuery$variables = Record<PropertyKey, never>;
export type AuditLogCardMembersQuery$data = {
  readonly teamMembers: ReadonlyArray<{
    readonly email: string;
    readonly fullName: string;
    readonly id: string;
  }>;
};
export type AuditLogCardMembersQuery = {
  response: AuditLogCardMembersQuery$data;
  variables: AuditLogCardMembersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "teamMembers",
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
    "name": "AuditLogCardMembersQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AuditLogCardMembersQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4589e0c8a913a9cc6eed18133af214e59e3af7a51d5666eacff065900b17f320",
    "metadata": {},
    "name": "AuditLogCardMembersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b9aa0d92e607d96bf477cbcc543d44b0";

export default node;
