/**
 * @generated SignedSource<<44a4f761ffc2a93709b8a2d2282383b4>>
 * @relayHash 7dff3210c379aa879691cca8fc5e37aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 797bf6617b4a5bf3ef94284e856a0e194afc530a1c25b7147ea772ab929e07c7

import { ConcreteRequest } from 'relay-runtime';
export type BillingCycle = "ANNUAL" | "MONTHLY" | "%future added value";
export type Plan = "ENTERPRISE" | "SOLO" | "TEAM" | "TRIAL" | "%future added value";
export type Role = "ADMIN" | "MANAGER" | "USER" | "%future added value";
export type SettingsScreenQuery$variables = Record<PropertyKey, never>;
export type SettingsScreenQuery$data = {
  readonly billing: {
    readonly addons: ReadonlyArray<string>;
    readonly billingCycle: BillingCycle | null | undefined;
    readonly closed: boolean;
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
        "name": "closed",
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
    "id": "797bf6617b4a5bf3ef94284e856a0e194afc530a1c25b7147ea772ab929e07c7",
    "metadata": {},
    "name": "SettingsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "907d5c218fb53f3b24a0ad07d48bbf75";

export default node;
