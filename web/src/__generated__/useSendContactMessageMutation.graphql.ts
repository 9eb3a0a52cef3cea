/**
 * @generated SignedSource<<242f97d66b3f15e62118f86b6a242e61>>
 * @relayHash 018e5d52cb53f9828608aeaafed48176
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0f68983de336b11032ffa05e901805f3e2d351f126d79b96554e5f634ffbd52

import { ConcreteRequest } from 'relay-runtime';
export type ContactSubject = "BILLING" | "DEMO" | "OTHER" | "PARTNERSHIP" | "SUPPORT" | "%future added value";
export type ContactMessageInput = {
  company?: string | null | undefined;
  email: string;
  message: string;
  name: string;
  subject: ContactSubject;
  website?: string | null | undefined;
};
export type useSendContactMessageMutation$variables = {
  input: ContactMessageInput;
};
export type useSendContactMessageMutation$data = {
  readonly sendContactMessage: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly receipt?: {
      readonly receivedAt: string;
    };
  };
};
export type useSendContactMessageMutation = {
  response: useSendContactMessageMutation$data;
  variables: useSendContactMessageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "sendContactMessage",
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
            "concreteType": "ContactReceipt",
            "kind": "LinkedField",
            "name": "receipt",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "receivedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSendContactMessageSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationFailed",
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
          },
          (v1/*:: as any*/)
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
    "name": "useSendContactMessageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendContactMessageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e0f68983de336b11032ffa05e901805f3e2d351f126d79b96554e5f634ffbd52",
    "metadata": {},
    "name": "useSendContactMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "db556b0b75d48de4e16aa114a8f16b3b";

export default node;
