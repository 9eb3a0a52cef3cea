/**
 * @generated SignedSource<<bc30e19cb88584e79e1c10910d8c7591>>
 * @relayHash 125e85d8b64dcd02329097499b897b46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8854340dd0445d83694252eac0333087ccbc6dc214b4f5495898dbb23207c1de

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CloudFileType = "ARCHIVE" | "DOCUMENT" | "IMAGE" | "OTHER" | "PDF" | "SPREADSHEET" | "%future added value";
export type CloudItemKind = "DOCUMENT" | "FILE" | "%future added value";
export type CloudSort = "NAME" | "RECENT" | "RISK" | "SIZE" | "%future added value";
export type CloudStatus = "ARCHIVED" | "CONFIDENTIAL" | "REVIEW" | "SIGNED" | "%future added value";
export type RiskBand = "CAUTION" | "DANGER" | "SAFE" | "%future added value";
export type CloudScreenQuery$variables = {
  after?: string | null | undefined;
  everywhere?: boolean | null | undefined;
  first: number;
  folderId?: string | null | undefined;
  foldersEverywhere?: boolean | null | undefined;
  riskBands?: ReadonlyArray<RiskBand> | null | undefined;
  search?: string | null | undefined;
  sort?: CloudSort | null | undefined;
  statuses?: ReadonlyArray<CloudStatus> | null | undefined;
  types?: ReadonlyArray<CloudFileType> | null | undefined;
};
export type CloudScreenQuery$data = {
  readonly cloudFolders: ReadonlyArray<{
    readonly documentCount: number;
    readonly fileCount: number;
    readonly folderCount: number;
    readonly id: string;
    readonly name: string;
    readonly parent: {
      readonly name: string;
    } | null | undefined;
    readonly parentId: string | null | undefined;
  }>;
  readonly cloudItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly downloadUrl: string;
        readonly folderId: string | null | undefined;
        readonly id: string;
        readonly kind: CloudItemKind;
        readonly name: string;
        readonly " $fragmentSpreads": FragmentRefs<"CloudScreen_item">;
      };
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
    readonly totalCount: number;
  };
  readonly cloudStorage: {
    readonly quotaBytes: number | null | undefined;
    readonly usedBytes: number;
  };
};
export type CloudScreenQuery = {
  response: CloudScreenQuery$data;
  variables: CloudScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "everywhere"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "folderId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "foldersEverywhere"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "riskBands"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "statuses"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "types"
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "CloudStorage",
  "kind": "LinkedField",
  "name": "cloudStorage",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "usedBytes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quotaBytes",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v12 = [
  {
    "kind": "Variable",
    "name": "everywhere",
    "variableName": "foldersEverywhere"
  },
  {
    "kind": "Variable",
    "name": "parentId",
    "variableName": "folderId"
  },
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "parentId",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileCount",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentCount",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "folderCount",
  "storageKey": null
},
v19 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "everywhere",
    "variableName": "everywhere"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "folderId",
    "variableName": "folderId"
  },
  {
    "kind": "Variable",
    "name": "riskBands",
    "variableName": "riskBands"
  },
  (v11/*:: as any*/),
  {
    "kind": "Variable",
    "name": "sort",
    "variableName": "sort"
  },
  {
    "kind": "Variable",
    "name": "statuses",
    "variableName": "statuses"
  },
  {
    "kind": "Variable",
    "name": "types",
    "variableName": "types"
  }
],
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
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
    }
  ],
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "folderId",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "downloadUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CloudScreenQuery",
    "selections": [
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "CloudFolder",
        "kind": "LinkedField",
        "name": "cloudFolders",
        "plural": true,
        "selections": [
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CloudFolder",
            "kind": "LinkedField",
            "name": "parent",
            "plural": false,
            "selections": [
              (v14/*:: as any*/)
            ],
            "storageKey": null
          },
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v19/*:: as any*/),
        "concreteType": "CloudItemConnection",
        "kind": "LinkedField",
        "name": "cloudItems",
        "plural": false,
        "selections": [
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CloudItemEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CloudItem",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v22/*:: as any*/),
                  (v14/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CloudScreen_item"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v9/*:: as any*/),
      (v8/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CloudScreenQuery",
    "selections": [
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "CloudFolder",
        "kind": "LinkedField",
        "name": "cloudFolders",
        "plural": true,
        "selections": [
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CloudFolder",
            "kind": "LinkedField",
            "name": "parent",
            "plural": false,
            "selections": [
              (v14/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v19/*:: as any*/),
        "concreteType": "CloudItemConnection",
        "kind": "LinkedField",
        "name": "cloudItems",
        "plural": false,
        "selections": [
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CloudItemEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CloudItem",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v22/*:: as any*/),
                  (v14/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
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
                    "name": "sizeBytes",
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
                    "name": "tags",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "locked",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "folderName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "documentStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "riskScore",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "signed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "signedDownloadUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "previewUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8854340dd0445d83694252eac0333087ccbc6dc214b4f5495898dbb23207c1de",
    "metadata": {},
    "name": "CloudScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c050675341aa5294a153428e24ec5ef0";

export default node;
