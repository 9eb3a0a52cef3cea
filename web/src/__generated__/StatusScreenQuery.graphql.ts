/**
 * @generated SignedSource<<c95e9f4a6a9d22a23bd57766232de8e3>>
 * @relayHash c40d8f703715cb4fe4cb3772773f0adc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1e149d92c3257e34759e25300e39b40b1ed4aa03d8b924cca2c197e4187a648

import { ConcreteRequest } from 'relay-runtime';
export type ComponentStatus = "DOWN" | "OPERATIONAL" | "PARTIAL" | "%future added value";
export type IncidentStatus = "COMPLETED" | "INVESTIGATING" | "RESOLVED" | "%future added value";
export type ServiceComponent = "API" | "DATABASE" | "EMAIL_DELIVERY" | "JOB_QUEUE" | "MAIL_SYNC" | "%future added value";
export type StatusScreenQuery$variables = Record<PropertyKey, never>;
export type StatusScreenQuery$data = {
  readonly serviceStatus: {
    readonly canManageIncidents: boolean;
    readonly checkedAt: string;
    readonly components: ReadonlyArray<{
      readonly component: ServiceComponent;
      readonly status: ComponentStatus;
    }>;
    readonly incidents: ReadonlyArray<{
      readonly body: string;
      readonly id: string;
      readonly resolvedAt: string | null | undefined;
      readonly startedAt: string;
      readonly status: IncidentStatus;
      readonly title: string;
    }>;
    readonly overall: ComponentStatus;
  };
};
export type StatusScreenQuery = {
  response: StatusScreenQuery$data;
  variables: StatusScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ServiceStatus",
    "kind": "LinkedField",
    "name": "serviceStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "overall",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "checkedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ComponentHealth",
        "kind": "LinkedField",
        "name": "components",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "component",
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StatusIncident",
        "kind": "LinkedField",
        "name": "incidents",
        "plural": true,
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
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startedAt",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canManageIncidents",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StatusScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StatusScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d1e149d92c3257e34759e25300e39b40b1ed4aa03d8b924cca2c197e4187a648",
    "metadata": {},
    "name": "StatusScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bfe53760c7979a8c06a83c9395b37305";

export default node;
