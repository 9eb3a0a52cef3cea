/**
 * @generated SignedSource<<0d053f45128f3431820ee7113a58154e>>
 * @relayHash 48d7aa10d3177be9037e31fdd26690bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08fa2d201e7fb99809543fe34ce9b8c7d7dfdb308c7cbdcf4a5ea6a7435a33ab

import { ConcreteRequest } from 'relay-runtime';
export type InvitationJoinState = "ALREADY_MEMBER" | "CAN_JOIN" | "MUST_LEAVE_EMPTY_ORGANIZATION" | "ORGANIZATION_NOT_EMPTY" | "OTHER_ADDRESS" | "%future added value";
export type Role = "ADMIN" | "MANAGER" | "USER" | "%future added value";
export type InvitationScreenQuery$variables = {
  token: string;
};
export type InvitationScreenQuery$data = {
  readonly invitation: {
    readonly accountExists: boolean;
    readonly email: string;
    readonly expiresAt: string;
    readonly invitedByName: string | null | undefined;
    readonly organizationName: string;
    readonly role: Role;
    readonly viewerJoinState: InvitationJoinState | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly user: {
      readonly email: string;
    };
  } | null | undefined;
};
export type InvitationScreenQuery = {
  response: InvitationScreenQuery$data;
  variables: InvitationScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "token",
      "variableName": "token"
    }
  ],
  "concreteType": "InvitationPreview",
  "kind": "LinkedField",
  "name": "invitation",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
      "name": "organizationName",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountExists",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerJoinState",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvitationScreenQuery",
    "selections": [
      (v2/*:: as any*/),
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationScreenQuery",
    "selections": [
      (v2/*:: as any*/),
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
    "id": "08fa2d201e7fb99809543fe34ce9b8c7d7dfdb308c7cbdcf4a5ea6a7435a33ab",
    "metadata": {},
    "name": "InvitationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "65290df080cea3df643ca77c2dccef91";

export default node;
