/**
 * @generated SignedSource<<458cb1bef44aed97c85c523ba90a6289>>
 * @relayHash f279c9bb151e5285e8024dcfb978c604
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd2ed27ba9d46d98130f29f9de72f769a0bc1a15daaf3299c4abbc3f91f3a258

import { ConcreteRequest } from 'relay-runtime';
export type CloudScreenMoveItemsMutation$variables = {
  folderId?: string | null | undefined;
  ids: ReadonlyArray<string>;
};
export type CloudScreenMoveItemsMutation$data = {
  readonly moveCloudItems: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type CloudScreenMoveItemsMutation = {
  response: CloudScreenMoveItemsMutation$data;
  variables: CloudScreenMoveItemsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "folderId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "folderId",
        "variableName": "folderId"
      },
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "moveCloudItems",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CloudScreenMoveItemsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CloudScreenMoveItemsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "dd2ed27ba9d46d98130f29f9de72f769a0bc1a15daaf3299c4abbc3f91f3a258",
    "metadata": {},
    "name": "CloudScreenMoveItemsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a7fea21b80cb739614215ba86f4254f3";

export default node;
