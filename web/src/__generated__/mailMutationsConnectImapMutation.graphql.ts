/**
 * @generated SignedSource<<f1398b957d50698bd142edf4c3da157c>>
 * @relayHash 01eff34d85107aff0085ca7f9fc94e64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 493ba3e6d6011c46310b558da537a8ca034026e3c3866c9f1a46c2435bd7cd93

import { ConcreteRequest } from 'relay-runtime';
export type MailAccountStatus = "ACTIVE" | "PAUSED" | "%future added value";
export type ConnectImapAccountInput = {
  email: string;
  imapHost: string;
  imapPort?: number | null | undefined;
  imapSecure?: boolean | null | undefined;
  password: string;
  smtpHost?: string | null | undefined;
  smtpPort?: number | null | undefined;
  smtpSecure?: boolean | null | undefined;
};
export type mailMutationsConnectImapMutation$variables = {
  input: ConnectImapAccountInput;
};
export type mailMutationsConnectImapMutation$data = {
  readonly connectImapAccount: {
    readonly __typename: string;
    readonly account?: {
      readonly email: string;
      readonly id: string;
      readonly status: MailAccountStatus;
    };
    readonly code?: string;
  };
};
export type mailMutationsConnectImapMutation = {
  response: mailMutationsConnectImapMutation$data;
  variables: mailMutationsConnectImapMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "connectImapAccount",
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
            "concreteType": "MailAccount",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationConnectImapAccountSuccess",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mailMutationsConnectImapMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mailMutationsConnectImapMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "493ba3e6d6011c46310b558da537a8ca034026e3c3866c9f1a46c2435bd7cd93",
    "metadata": {},
    "name": "mailMutationsConnectImapMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "610ae82a2ae9d0350dfad9b2ed51c1a6";

export default node;
