/**
 * @generated SignedSource<<eb520f85d6a3aeeea8d6a4da6eee8788>>
 * @relayHash aae05203961d8a52fd57aa982835122e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09df9e2f5879b87743ee2f30bdef387254f7b2dda5b0ce4aafdcb8043eee5d50

import { ConcreteRequest } from 'relay-runtime';
export type authMutationsResendVerificationMutation$variables = {
  email: string;
};
export type authMutationsResendVerificationMutation$data = {
  readonly resendVerificationEmail: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly retryAfterMinutes?: number;
  };
};
export type authMutationsResendVerificationMutation = {
  response: authMutationsResendVerificationMutation$data;
  variables: authMutationsResendVerificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resendVerificationEmail",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "retryAfterMinutes",
            "storageKey": null
          }
        ],
        "type": "RateLimited",
        "abstractKey": null
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
    "name": "authMutationsResendVerificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "authMutationsResendVerificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "09df9e2f5879b87743ee2f30bdef387254f7b2dda5b0ce4aafdcb8043eee5d50",
    "metadata": {},
    "name": "authMutationsResendVerificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ffab0102a2657bc5c421ef8ceae75507";

export default node;
