/**
 * @generated SignedSource<<b3fe6e10558d34eada9dfd1fefc9083e>>
 * @relayHash 3f6d5129a092450bc66fadae1f352c01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e70ded72e9918067e833d6e6fa7029f2d6a2e6691af8180bcf2b97811ff81b1

import { ConcreteRequest } from 'relay-runtime';
export type SenderCategory = "ADMINISTRATION" | "CLIENT" | "OTHER" | "PARTNER" | "SERVICE_PROVIDER" | "SUPPLIER" | "%future added value";
export type SenderRecommendation = "REINFORCED_MONITORING" | "RELIABLE_PARTNER" | "STANDARD_MONITORING" | "%future added value";
export type SenderStatus = "BLOCKED" | "CAUTION" | "TRUSTED" | "%future added value";
export type UpdateSenderInput = {
  category?: SenderCategory | null | undefined;
  id: string;
  status?: SenderStatus | null | undefined;
};
export type useUpdateSenderMutation$variables = {
  input: UpdateSenderInput;
};
export type useUpdateSenderMutation$data = {
  readonly updateSender: {
    readonly __typename: string;
    readonly code?: string;
    readonly sender?: {
      readonly category: SenderCategory;
      readonly figures: {
        readonly recommendation: SenderRecommendation | null | undefined;
        readonly trustScore: number | null | undefined;
      };
      readonly id: string;
      readonly status: SenderStatus;
    };
  };
};
export type useUpdateSenderMutation = {
  response: useUpdateSenderMutation$data;
  variables: useUpdateSenderMutation$variables;
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
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateSender",
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
            "concreteType": "Sender",
            "kind": "LinkedField",
            "name": "sender",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SenderFigures",
                "kind": "LinkedField",
                "name": "figures",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "trustScore",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "recommendation",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateSenderSuccess",
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
    "name": "useUpdateSenderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSenderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8e70ded72e9918067e833d6e6fa7029f2d6a2e6691af8180bcf2b97811ff81b1",
    "metadata": {},
    "name": "useUpdateSenderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7136374357c9b3d0b4c1924746473e3e";

export default node;
