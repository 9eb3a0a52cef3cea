/**
 * @generated SignedSource<<4543d8bfc58a2a1a725ec245599ce532>>
 * @relayHash 228ded356bd5386a7452ec86ad1d863a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b46870807a1fa2cb849a1825217103b5c846af58ba87ae4021a776b61a4625f9

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "MANAGER" | "USER" | "%future added value";
export type TeamScreenMembersQuery$variables = Record<PropertyKey, never>;
export type TeamScreenMembersQuery$data = {
  readonly teamMembers: ReadonlyArray<{
    readonly email: string;
    readonly fullName: string;
    readonly id: string;
    readonly lastActiveAt: string | null | undefined;
    readonly role: Role;
    readonly team: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  }>;
  readonly teams: ReadonlyArray<{
    readonly id: string;
    readonly memberCount: number;
    readonly name: string;
  }>;
};
export type TeamScreenMembersQuery = {
  response: TeamScreenMembersQuery$data;
  variables: TeamScreenMembersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "teamMembers",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
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
        "name": "lastActiveAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Team",
        "kind": "LinkedField",
        "name": "team",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Team",
    "kind": "LinkedField",
    "name": "teams",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "memberCount",
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
    "name": "TeamScreenMembersQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TeamScreenMembersQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b46870807a1fa2cb849a1825217103b5c846af58ba87ae4021a776b61a4625f9",
    "metadata": {},
    "name": "TeamScreenMembersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "103054d7e69b6db5ee985052e9776b18";

export default node;
