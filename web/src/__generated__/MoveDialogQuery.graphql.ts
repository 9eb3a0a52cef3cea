/**
 * @generated SignedSource<<b03da9f5a64958ef6c8a65251606af09>>
 * @relayHash 719ddf0ff04a617c5516e9a3cf8618f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2744779f9b2ca708963698f69d15fdb722e91da838b829eacbbdb3d768a6a64a

import { ConcreteRequest } from 'relay-runtime';
export type MoveDialogQuery$variables = {
  parentId?: string | null | undefined;
};
export type MoveDialogQuery$data = {
  readonly cloudFolders: ReadonlyArray<{
    readonly folderCount: number;
    readonly id: string;
    readonly name: string;
  }>;
};
export type MoveDialogQuery = {
  response: MoveDialogQuery$data;
  variables: MoveDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "parentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "parentId",
        "variableName": "parentId"
      }
    ],
    "concreteType": "CloudFolder",
    "kind": "LinkedField",
    "name": "cloudFolders",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "folderCount",
        "storageKey": null
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
    "name": "MoveDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MoveDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2744779f9b2ca708963698f69d15fdb722e91da838b829eacbbdb3d768a6a64a",
    "metadata": {},
    "name": "MoveDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1734f20658fa625e0591d3e2897bec63";

export default node;
