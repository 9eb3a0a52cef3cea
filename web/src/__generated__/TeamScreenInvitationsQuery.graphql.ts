/**
 * @generated SignedSource<<db916eaccd5adeeac23c7b0e78f2100c>>
 * @relayHash b5ddbe0bd48c76c31170f10afcfb61b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb41f0a262bc61c9f80bc2cc62d6fa093947dd48dc27518690c49127e3b4a639

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "MANAGER" | "USER" | "%future added value";
export type TeamScreenInvitationsQuery$variables = Record<PropertyKey, never>;
export type TeamScreenInvitationsQuery$data = {
  readonly pendingInvitations: ReadonlyArray<{
    readonly email: string;
    readonly expiresAt: string;
    readonly id: string;
    readonly invitedByName: string | null | undefined;
    readonly role: Role;
  }>;
};
export type TeamScreenInvitationsQuery = {
  response: TeamScreenInvitationsQuery$data;
  variables: TeamScreenInvitationsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Invitation",
    "kind": "LinkedField",
    "name": "pendingInvitations",
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
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "invitedByName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
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
    "name": "TeamScreenInvitationsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TeamScreenInvitationsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "bb41f0a262bc61c9f80bc2cc62d6fa093947dd48dc27518690c49127e3b4a639",
    "metadata": {},
    "name": "TeamScreenInvitationsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4cb72bb2745b28dc8386226f7a673bf8";

export default node;
