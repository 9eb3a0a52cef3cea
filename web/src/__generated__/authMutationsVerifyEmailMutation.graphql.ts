/**
 * @generated SignedSource<<d8c18db041380fefaed620fd19f6160e>>
 * @relayHash 5996ded5496689f56dfe5d9c808740aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6dd6836890a41cf737d506b1513ffe0a35246fc6633a0f7acd0087b5fe8a2a8

import { ConcreteRequest } from 'relay-runtime';
export type authMutationsVerifyEmailMutation$variables = {
  token: string;
};
export type authMutationsVerifyEmailMutation$data = {
  readonly verifyEmail: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly result?: {
      readonly email: string;
    };
  };
};
export type authMutationsVerifyEmailMutation = {
  response: authMutationsVerifyEmailMutation$data;
  variables: authMutationsVerifyEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "verifyEmail",
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
            "concreteType": "SignUpResult",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationVerifyEmailSuccess",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "name": "authMutationsVerifyEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "authMutationsVerifyEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c6dd6836890a41cf737d506b1513ffe0a35246fc6633a0f7acd0087b5fe8a2a8",
    "metadata": {},
    "name": "authMutationsVerifyEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5a05cd991f486ddb9d1c0bf1c840d6b6";

export default node;
