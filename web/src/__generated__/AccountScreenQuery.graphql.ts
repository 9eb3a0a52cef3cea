/**
 * @generated SignedSource<<8f4f1070008e80dbbdcaaf579ff0ea38>>
 * @relayHash b07fbb910e477b76f7a11206ef871ac8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c397676838ac62a15b840bf7618949f7aba2e2c8944631462f89100166ee59c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "MANAGER" | "USER" | "%future added value";
export type SignInMethod = "GOOGLE" | "MAGIC_LINK" | "MICROSOFT" | "PASSWORD" | "%future added value";
export type AccountScreenQuery$variables = Record<PropertyKey, never>;
export type AccountScreenQuery$data = {
  readonly authProviders: {
    readonly google: boolean;
    readonly microsoft: boolean;
  };
  readonly viewer: {
    readonly hasPassword: boolean;
    readonly identities: ReadonlyArray<{
      readonly email: string;
      readonly id: string;
      readonly provider: string;
    }>;
    readonly organization: {
      readonly name: string;
    };
    readonly role: Role;
    readonly signInMethods: ReadonlyArray<SignInMethod>;
    readonly terms: {
      readonly acceptedAt: string | null | undefined;
      readonly current: boolean;
    };
    readonly user: {
      readonly email: string;
      readonly fullName: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"SessionsCard_viewer" | "TotpCard_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MailboxConnectionsCard_query">;
};
export type AccountScreenQuery = {
  response: AccountScreenQuery$data;
  variables: AccountScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasPassword",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "current",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "TermsAcceptance",
  "kind": "LinkedField",
  "name": "terms",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceptedAt",
      "storageKey": null
    },
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "provider",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Identity",
  "kind": "LinkedField",
  "name": "identities",
  "plural": true,
  "selections": [
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signInMethods",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "AuthProviders",
  "kind": "LinkedField",
  "name": "authProviders",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "google",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "microsoft",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountScreenQuery",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SessionsCard_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TotpCard_viewer"
          }
        ],
        "storageKey": null
      },
      (v11/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MailboxConnectionsCard_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountScreenQuery",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ActiveSession",
            "kind": "LinkedField",
            "name": "sessions",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ip",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userAgent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "browser",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "operatingSystem",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Factor",
            "kind": "LinkedField",
            "name": "factors",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "friendlyName",
                "storageKey": null
              },
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v11/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "MailAccount",
        "kind": "LinkedField",
        "name": "mailAccounts",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v2/*:: as any*/),
          (v8/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7c397676838ac62a15b840bf7618949f7aba2e2c8944631462f89100166ee59c",
    "metadata": {},
    "name": "AccountScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d5efea6065e8e39037821f2beab88ca4";

export default node;
