/**
 * @generated SignedSource<<38629e17e2b988ed75cd49c4150573a1>>
 * @relayHash d01643b03d120d8ff13127ae9ed2d161
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7530cafc4bc2f48c03014a889da1d01a5bba08950745d6d568fc89e5fb8e1261

import { ConcreteRequest } from 'relay-runtime';
export type AuditArea = "API_KEY" | "AUDIT" | "AUTH" | "AUTOMATION" | "BILLING" | "CLOUD" | "DOCUMENT" | "MAILBOX" | "MEMBER" | "ORGANIZATION" | "SENDER" | "WEBHOOK" | "%future added value";
export type AuditSeverity = "HIGH" | "LOW" | "MEDIUM" | "%future added value";
export type AuditLogCardQuery$variables = {
  actorId?: string | null | undefined;
  after?: string | null | undefined;
  area?: AuditArea | null | undefined;
  first: number;
  from?: string | null | undefined;
  to?: string | null | undefined;
};
export type AuditLogCardQuery$data = {
  readonly auditEvents: {
    readonly endCursor: string | null | undefined;
    readonly entries: ReadonlyArray<{
      readonly action: string;
      readonly actorEmail: string | null | undefined;
      readonly actorName: string | null | undefined;
      readonly createdAt: string;
      readonly details: unknown;
      readonly entityType: string;
      readonly id: string;
      readonly ip: string | null | undefined;
      readonly severity: AuditSeverity;
    }>;
    readonly hasNextPage: boolean;
  };
};
export type AuditLogCardQuery = {
  response: AuditLogCardQuery$data;
  variables: AuditLogCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "actorId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "area"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "actorId",
        "variableName": "actorId"
      },
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      },
      {
        "kind": "Variable",
        "name": "area",
        "variableName": "area"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      }
    ],
    "concreteType": "AuditEventPage",
    "kind": "LinkedField",
    "name": "auditEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AuditEvent",
        "kind": "LinkedField",
        "name": "entries",
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
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "severity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actorName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actorEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "entityType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "details",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ip",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AuditLogCardQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AuditLogCardQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "7530cafc4bc2f48c03014a889da1d01a5bba08950745d6d568fc89e5fb8e1261",
    "metadata": {},
    "name": "AuditLogCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "68ebd0c58c34410b7ebd865d2f266103";

export default node;
