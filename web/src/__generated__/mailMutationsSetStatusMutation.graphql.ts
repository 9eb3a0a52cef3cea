/**
 * @generated SignedSource<<4e5e566ba66aec6378846738726844ab>>
 * @relayHash 11735cf81e6f83de5a0795e8930cee72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c846deeab0695b3a329eac85ee8d01b9a0c85f7085cd5223394ff065c01f7ae

import { ConcreteRequest } from 'relay-runtime';
export type MailAccountStatus = "ACTIVE" | "PAUSED" | "%future added value";
export type mailMutationsSetStatusMutation$variables = {
  id: string;
  status: MailAccountStatus;
};
export type mailMutationsSetStatusMutation$data = {
  readonly setMailAccountStatus: {
    readonly __typename: string;
    readonly account?: {
      readonly id: string;
      readonly status: MailAccountStatus;
    };
    readonly code?: string;
  };
};
export type mailMutationsSetStatusMutation = {
  response: mailMutationsSetStatusMutation$data;
  variables: mailMutationsSetStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setMailAccountStatus",
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSetMailAccountStatusSuccess",
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
    "name": "mailMutationsSetStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mailMutationsSetStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3c846deeab0695b3a329eac85ee8d01b9a0c85f7085cd5223394ff065c01f7ae",
    "metadata": {},
    "name": "mailMutationsSetStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f3b6e63400efe9757ab82aacfd4bcc02";

export default node;
