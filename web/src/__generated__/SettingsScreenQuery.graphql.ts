/**
 * @generated SignedSource<<167e8e1a092333d5190ecde63a913d11>>
 * @relayHash 82f7a5fbd58f6718b4fac88652d1822d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a09012c9c26818729c9a04ddc9c6709b4a0cadd07f9208feda4c83c8f0620da1

import { ConcreteRequest } from 'relay-runtime';
export type BillingCycle = "ANNUAL" | "MONTHLY" | "%future added value";
export type Plan = "ENTERPRISE" | "SOLO" | "TEAM" | "TRIAL" | "%future added value";
export type Role = "ADMIN" | "MANAGER" | "USER" | "%future added value";
export type SettingsScreenQuery$variables = Record<PropertyKey, never>;
export type SettingsScreenQuery$data = {
  readonly billing: {
    readonly addons: ReadonlyArray<string>;
    readonly billingCycle: BillingCycle | null | undefined;
    readonly documentsPerMonth: number | null | undefined;
    readonly documentsThisMonth: number;
    readonly endedPlan: Plan | null | undefined;
    readonly invoices: ReadonlyArray<{
      readonly amountDueCents: number;
      readonly createdAt: string;
      readonly currency: string;
      readonly id: string;
      readonly number: string | null | undefined;
      readonly status: string | null | undefined;
      readonly url: string | null | undefined;
    }>;
    readonly paymentsConfigured: boolean;
    readonly plan: Plan;
    readonly seatsPurchased: number;
    readonly seatsUsed: number;
    readonly storageBytes: number;
    readonly storageQuotaBytes: number | null | undefined;
    readonly subscriptionActive: boolean;
    readonly subscriptionEndsAt: string | null | undefined;
    readonly trialEndsAt: string | null | undefined;
  };
  readonly viewer: {
    readonly role: Role;
  } | null | undefined;
};
export type SettingsScreenQuery = {
  response: SettingsScreenQuery$data;
  variables: SettingsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "BillingSummary",
    "kind": "LinkedField",
    "name": "billing",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "plan",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "billingCycle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "addons",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "trialEndsAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endedPlan",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "seatsUsed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "seatsPurchased",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "documentsThisMonth",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "documentsPerMonth",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "storageBytes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "storageQuotaBytes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paymentsConfigured",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subscriptionActive",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subscriptionEndsAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Invoice",
        "kind": "LinkedField",
        "name": "invoices",
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
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amountDueCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
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
            "name": "url",
            "storageKey": null
          }
        ],
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
    "name": "SettingsScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettingsScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a09012c9c26818729c9a04ddc9c6709b4a0cadd07f9208feda4c83c8f0620da1",
    "metadata": {},
    "name": "SettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "105591d8c8df1e1eda72fd973a623962";

export default node;
