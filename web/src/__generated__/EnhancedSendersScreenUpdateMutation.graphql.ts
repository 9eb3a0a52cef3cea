/**
 * @generated SignedSource<<96f1c703847659f87a090f6f6ba23f67>>
 * @relayHash 58c75eab7033f5fe6d3d3cb6b858bfc0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 398b2fb197f1a430076cb1358a53b39ce2d3fe7ad893566b9f82e357a8f2768f

import { ConcreteRequest } from 'relay-runtime';
export type SenderCategory = "ADMINISTRATION" | "CLIENT" | "OTHER" | "PARTNER" | "SERVICE_PROVIDER" | "SUPPLIER" | "%future added value";
export type SenderRecommendation = "REINFORCED_MONITORING" | "RELIABLE_PARTNER" | "STANDARD_MONITORING" | "%future added value";
export type SenderStatus = "BLOCKED" | "CAUTION" | "TRUSTED" | "%future added value";
export type UpdateSenderInput = {
  category?: SenderCategory | null | undefined;
  id: string;
  status?: SenderStatus | null | undefined;
};
export type EnhancedSendersScreenUpdateMutation$variables = {
  input: UpdateSenderInput;
};
export type EnhancedSendersScreenUpdateMutation$data = {
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
export type EnhancedSendersScreenUpdateMutation = {
  response: EnhancedSendersScreenUpdateMutation$data;
  variables: EnhancedSendersScreenUpdateMutation$variables;
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
    "name": "EnhancedSendersScreenUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EnhancedSendersScreenUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "398b2fb197f1a430076cb1358a53b39ce2d3fe7ad893566b9f82e357a8f2768f",
    "metadata": {},
    "name": "EnhancedSendersScreenUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "19565d0543ab06eb6a4958749f106a28";

export default node;
