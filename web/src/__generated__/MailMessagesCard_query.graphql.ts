/**
 * @generated SignedSource<<23668b5dadcd20dc5850189788a51193>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MailMessagesCard_query$data = {
  readonly mailAccounts: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
  }>;
  readonly mailMessages: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"MailMessageRow_message">;
  }>;
  readonly " $fragmentType": "MailMessagesCard_query";
};
export type MailMessagesCard_query$key = {
  readonly " $data"?: MailMessagesCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MailMessagesCard_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "accountId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "MailMessagesCard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MailAccount",
      "kind": "LinkedField",
      "name": "mailAccounts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
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
      "concreteType": "MailMessage",
      "kind": "LinkedField",
      "name": "mailMessages",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MailMessageRow_message"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "ed01d065580b4d5e74e585339e5a9e3e";

export default node;
