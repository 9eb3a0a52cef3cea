/**
 * @generated SignedSource<<78aace27673390b0b91cd67ea44125ff>>
 * @relayHash bbeaae189c83e270406edc6722ada0cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de5bcf6fca84f0df5bc6c193f3d36b6dd4ac6234192f78ad106d08573e045033

import { ConcreteRequest } from 'relay-runtime';
export type MailProvider = "GMAIL" | "IMAP" | "MICROSOFT" | "%future added value";
export type mailMutationsStartOAuthMutation$variables = {
  provider: MailProvider;
};
export type mailMutationsStartOAuthMutation$data = {
  readonly startMailOAuth: {
    readonly __typename: string;
    readonly authorization?: {
      readonly authUrl: string;
      readonly state: string;
    };
    readonly code?: string;
  };
};
export type mailMutationsStartOAuthMutation = {
  response: mailMutationsStartOAuthMutation$data;
  variables: mailMutationsStartOAuthMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "provider"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "provider",
        "variableName": "provider"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startMailOAuth",
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
            "concreteType": "MailAuthorization",
            "kind": "LinkedField",
            "name": "authorization",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "authUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationStartMailOAuthSuccess",
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
    "name": "mailMutationsStartOAuthMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mailMutationsStartOAuthMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "de5bcf6fca84f0df5bc6c193f3d36b6dd4ac6234192f78ad106d08573e045033",
    "metadata": {},
    "name": "mailMutationsStartOAuthMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0ce38a664420652b3d8d828255edbbd8";

export default node;
