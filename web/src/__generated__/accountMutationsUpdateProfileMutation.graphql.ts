/**
 * @generated SignedSource<<af9eb2dd931e55b8dab3891f8d9e0b6f>>
 * @relayHash b4c4174c18aacff8ee64fac0d301f865
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc380f76761807416acbbf10ba893bf8e3465b54d60f8cc674be639a65cc3085

import { ConcreteRequest } from 'relay-runtime';
export type UpdateProfileInput = {
  fullName: string;
};
export type accountMutationsUpdateProfileMutation$variables = {
  input: UpdateProfileInput;
};
export type accountMutationsUpdateProfileMutation$data = {
  readonly updateProfile: {
    readonly __typename: string;
    readonly code?: string;
    readonly problems?: ReadonlyArray<{
      readonly code: string;
    }>;
    readonly user?: {
      readonly fullName: string;
      readonly id: string;
    };
  };
};
export type accountMutationsUpdateProfileMutation = {
  response: accountMutationsUpdateProfileMutation$data;
  variables: accountMutationsUpdateProfileMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  }
],
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
    "name": "updateProfile",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "fullName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateProfileSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
            "selections": (v1/*:: as any*/),
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
    "name": "accountMutationsUpdateProfileMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountMutationsUpdateProfileMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "dc380f76761807416acbbf10ba893bf8e3465b54d60f8cc674be639a65cc3085",
    "metadata": {},
    "name": "accountMutationsUpdateProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "203298f8be6793c0aae530c885a15845";

export default node;
