/**
 * @generated SignedSource<<7f4d2253032cff62fca29d7f991ac93e>>
 * @relayHash 394b9a3bebb310d9c5fbc0f2c740d2da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eca8ee157f53b57b20491edcd21eaec72bce9ab7765b482956c2666c82c7ee85

import { ConcreteRequest } from 'relay-runtime';
export type IncidentStatus = "COMPLETED" | "INVESTIGATING" | "RESOLVED" | "%future added value";
export type StatusIncidentInput = {
  body?: string | null | undefined;
  status?: IncidentStatus | null | undefined;
  title?: string | null | undefined;
};
export type statusMutationsUpdateIncidentMutation$variables = {
  id: string;
  input: StatusIncidentInput;
};
export type statusMutationsUpdateIncidentMutation$data = {
  readonly updateStatusIncident: {
    readonly __typename: string;
    readonly code?: string;
    readonly incident?: {
      readonly id: string;
      readonly resolvedAt: string | null | undefined;
      readonly status: IncidentStatus;
    };
  };
};
export type statusMutationsUpdateIncidentMutation = {
  response: statusMutationsUpdateIncidentMutation$data;
  variables: statusMutationsUpdateIncidentMutation$variables;
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
    "name": "input"
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateStatusIncident",
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
            "concreteType": "StatusIncident",
            "kind": "LinkedField",
            "name": "incident",
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
                "name": "resolvedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateStatusIncidentSuccess",
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
    "name": "statusMutationsUpdateIncidentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "statusMutationsUpdateIncidentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eca8ee157f53b57b20491edcd21eaec72bce9ab7765b482956c2666c82c7ee85",
    "metadata": {},
    "name": "statusMutationsUpdateIncidentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "89e2a5b0b03053662d63dd0cd765be41";

export default node;
