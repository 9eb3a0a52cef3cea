/**
 * @generated SignedSource<<6df6762ef3fead71c025d51c740c2db4>>
 * @relayHash aadf3c2ae3679d59b944c2726a62991e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ead89a050642def83ca77822818437ae0313111c62e8e7c0b0c12c1f349863c9

import { ConcreteRequest } from 'relay-runtime';
export type AnalyticsPeriod = "MONTH" | "QUARTER" | "WEEK" | "%future added value";
export type AnalyticsScreenQuery$variables = {
  period: AnalyticsPeriod;
  senderId?: string | null | undefined;
  type?: string | null | undefined;
};
export type AnalyticsScreenQuery$data = {
  readonly analytics: {
    readonly averageDecisionHours: number | null | undefined;
    readonly from: string;
    readonly reviewers: ReadonlyArray<{
      readonly averageHours: number | null | undefined;
      readonly efficiency: number;
      readonly processed: number;
      readonly reviewerId: string;
      readonly reviewerName: string;
      readonly riskRate: number;
    }>;
    readonly riskByType: ReadonlyArray<{
      readonly caution: number;
      readonly danger: number;
      readonly safe: number;
      readonly type: string;
    }>;
    readonly riskRate: number | null | undefined;
    readonly to: string;
    readonly topSenders: ReadonlyArray<{
      readonly averageRisk: number | null | undefined;
      readonly documents: number;
      readonly sender: {
        readonly domain: string;
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    }>;
    readonly totalVolume: number;
    readonly trend: ReadonlyArray<{
      readonly averageRisk: number | null | undefined;
      readonly day: string;
      readonly documents: number;
    }>;
    readonly validationRate: number | null | undefined;
  };
  readonly senders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type AnalyticsScreenQuery = {
  response: AnalyticsScreenQuery$data;
  variables: AnalyticsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "period"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "senderId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "riskRate",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documents",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "averageRisk",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "period",
        "variableName": "period"
      },
      {
        "kind": "Variable",
        "name": "senderId",
        "variableName": "senderId"
      },
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      }
    ],
    "concreteType": "Analytics",
    "kind": "LinkedField",
    "name": "analytics",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "from",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "to",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalVolume",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "averageDecisionHours",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "validationRate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReviewerPerformance",
        "kind": "LinkedField",
        "name": "reviewers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reviewerId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reviewerName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "processed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "averageHours",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "efficiency",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SenderVolume",
        "kind": "LinkedField",
        "name": "topSenders",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Sender",
            "kind": "LinkedField",
            "name": "sender",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "domain",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TrendBucket",
        "kind": "LinkedField",
        "name": "trend",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "day",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TypeRisk",
        "kind": "LinkedField",
        "name": "riskByType",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "safe",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "caution",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "danger",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "QuerySendersConnection",
    "kind": "LinkedField",
    "name": "senders",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QuerySendersConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Sender",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "senders(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AnalyticsScreenQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AnalyticsScreenQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "ead89a050642def83ca77822818437ae0313111c62e8e7c0b0c12c1f349863c9",
    "metadata": {},
    "name": "AnalyticsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "30bf3b85b38b1b1169689c89db0a8bde";

export default node;
