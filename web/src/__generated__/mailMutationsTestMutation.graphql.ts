/**
 * @generated SignedSource<<fa54f0a60c6c2646d27c15e483445c30>>
 * @relayHash eecf904272c2da0a2738d656299860eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07ad1a21955acd49add0efbc75aaf9a99bbac6154fd2a6437b16c138b9eab671

import { ConcreteRequest } from 'relay-runtime';
export type mailMutationsTestMutation$variables = {
  id: string;
};
export type mailMutationsTestMutation$data = {
  readonly testMailAccountConnection: {
    readonly __typename: string;
    readonly code?: string;
    readonly result?: {
      readonly error: string | null | undefined;
      readonly ok: boolean;
    };
  };
};
export type mailMutationsTestMutation = {
  response: mailMutationsTestMutation$data;
  variables: mailMutationsTestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "testMailAccountConnection",
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
            "concreteType": "MailConnectionTestResult",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ok",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "error",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationTestMailAccountConnectionSuccess",
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
    "name": "mailMutationsTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mailMutationsTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "07ad1a21955acd49add0efbc75aaf9a99bbac6154fd2a6437b16c138b9eab671",
    "metadata": {},
    "name": "mailMutationsTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "69928a6a96d4792777f581b160389ab4";

export default node;
