/**
 * @generated SignedSource<<e13f4c8d246fc667a4b134410690fa71>>
 * @relayHash 5d69eec2223790974604b357fe758a8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd075e1e0aa0bbadc5536b8fb78fe90b7aadab45525d0e4532b13ccabda4fa56

import { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "fr" | "%future added value";
export type SignInStatus = "MFA_REQUIRED" | "SIGNED_IN" | "%future added value";
export type SignUpWithInvitationInput = {
  acceptTerms: boolean;
  confirmPassword: string;
  fullName: string;
  language?: Language | null | undefined;
  password: string;
  token: string;
};
export type teamMutationsSignUpMutation$variables = {
  input: SignUpWithInvitationInput;
};
export type teamMutationsSignUpMutation$data = {
  readonly signUpWithInvitation: {
    readonly __typename: string;
    readonly code?: string;
    readonly problems?: ReadonlyArray<{
      readonly code: string;
      readonly path: string;
    }>;
    readonly result?: {
      readonly status: SignInStatus;
    };
  };
};
export type teamMutationsSignUpMutation = {
  response: teamMutationsSignUpMutation$data;
  variables: teamMutationsSignUpMutation$variables;
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
  "name": "code",
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
    "name": "signUpWithInvitation",
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
            "concreteType": "SignInResult",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
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
        "type": "MutationSignUpWithInvitationSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "teamMutationsSignUpMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "teamMutationsSignUpMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "dd075e1e0aa0bbadc5536b8fb78fe90b7aadab45525d0e4532b13ccabda4fa56",
    "metadata": {},
    "name": "teamMutationsSignUpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6447d437d3f0b59ce47b833eb2bcd880";

export default node;
