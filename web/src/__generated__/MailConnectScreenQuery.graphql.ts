/**
 * @generated SignedSource<<4fca8a568df4a4475ff94403b568c5f5>>
 * @relayHash 5ca01c5c5a68ca21dcd26766a724b821
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 96e84ead54c30d0b0cb406c9089d1a5391feb9ac373abe7ec9b15b31648bab81

import { ConcreteRequest } from 'relay-runtime';
export type MailAccountStatus = "ACTIVE" | "PAUSED" | "%future added value";
export type MailProvider = "GMAIL" | "IMAP" | "MICROSOFT" | "%future added value";
export type MailConnectScreenQuery$variables = {
  accountId?: string | null | undefined;
};
export type MailConnectScreenQuery$data = {
  readonly authProviders: {
    readonly google: boolean;
    readonly microsoft: boolean;
  };
  readonly mailAccounts: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly lastError: string | null | undefined;
    readonly lastSyncAt: string | null | undefined;
    readonly provider: MailProvider;
    readonly status: MailAccountStatus;
  }>;
  readonly mailMessages: ReadonlyArray<{
    readonly account: {
      readonly email: string;
    };
    readonly attachmentNames: ReadonlyArray<string>;
    readonly documents: ReadonlyArray<{
      readonly id: string;
      readonly riskScore: number;
      readonly title: string;
    }>;
    readonly fromAddress: string | null | undefined;
    readonly fromName: string | null | undefined;
    readonly hasAttachments: boolean;
    readonly id: string;
    readonly processed: boolean;
    readonly receivedAt: string;
    readonly subject: string | null | undefined;
  }>;
};
export type MailConnectScreenQuery = {
  response: MailConnectScreenQuery$data;
  variables: MailConnectScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "accountId"
  }
],
v1 = {
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "MailAccount",
  "kind": "LinkedField",
  "name": "mailAccounts",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSyncAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "accountId",
    "variableName": "accountId"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fromAddress",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fromName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "receivedAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasAttachments",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attachmentNames",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "processed",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Document",
  "kind": "LinkedField",
  "name": "documents",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "riskScore",
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
    "name": "MailConnectScreenQuery",
    "selections": [
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "MailMessage",
        "kind": "LinkedField",
        "name": "mailMessages",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MailAccount",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v13/*:: as any*/)
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
    "name": "MailConnectScreenQuery",
    "selections": [
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "MailMessage",
        "kind": "LinkedField",
        "name": "mailMessages",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MailAccount",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "96e84ead54c30d0b0cb406c9089d1a5391feb9ac373abe7ec9b15b31648bab81",
    "metadata": {},
    "name": "MailConnectScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1d28df4dfca4a8d9e6bdd362720e74eb";

export default node;
