/**
 * @generated SignedSource<<95a15e631d09789f832314b0258be972>>
 * @relayHash beacaceab7ad755be942fe31f5b3df62
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a87a61aa4e9c848edc6888286702b6e935fb1ee1cf99edea765c980e9b52fd5

import { ConcreteRequest } from 'relay-runtime';
export type ApiScope = "READ" | "SIGN" | "WRITE" | "%future added value";
export type CreateApiKeyInput = {
  name: string;
  scopes: ReadonlyArray<ApiScope>;
};
export type apiKeyMutationsCreateMutation$variables = {
  input: CreateApiKeyInput;
};
export type apiKeyMutationsCreateMutation$data = {
  readonly createApiKey: {
    readonly __typename: string;
    readonly code?: string;
    readonly created?: {
      readonly key: string;
    };
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
      readonly path: string;
    }>;
  };
};
export type apiKeyMutationsCreateMutation = {
  response: apiKeyMutationsCreateMutation$data;
  variables: apiKeyMutationsCreateMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
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
    "name": "createApiKey",
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
            "concreteType": "CreatedApiKey",
            "kind": "LinkedField",
            "name": "created",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateApiKeySuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
              (v1/*:: as any*/),
              (v2/*:: as any*/)
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
    "name": "apiKeyMutationsCreateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "apiKeyMutationsCreateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "2a87a61aa4e9c848edc6888286702b6e935fb1ee1cf99edea765c980e9b52fd5",
    "metadata": {},
    "name": "apiKeyMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "341bd55d75f415764300a12e33033808";

export default node;
