/**
 * @generated SignedSource<<88e7b6eb1e53153c6554644b58085404>>
 * @relayHash 8e77aa1dcc9a8f4254865840fc44331c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 699db63fd31c7034fd9caf0b5f2d1e88ab061b4e3fda7825645259bc9c637f0e

import { ConcreteRequest } from 'relay-runtime';
export type CloudScreenMoveFolderMutation$variables = {
  id: string;
  parentId?: string | null | undefined;
};
export type CloudScreenMoveFolderMutation$data = {
  readonly moveCloudFolder: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type CloudScreenMoveFolderMutation = {
  response: CloudScreenMoveFolderMutation$data;
  variables: CloudScreenMoveFolderMutation$variables;
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
    "name": "parentId"
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
        "name": "parentId",
        "variableName": "parentId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "moveCloudFolder",
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
    "name": "CloudScreenMoveFolderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CloudScreenMoveFolderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "699db63fd31c7034fd9caf0b5f2d1e88ab061b4e3fda7825645259bc9c637f0e",
    "metadata": {},
    "name": "CloudScreenMoveFolderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ab030693a2a8e70f375bab8ecedd87a0";

export default node;
