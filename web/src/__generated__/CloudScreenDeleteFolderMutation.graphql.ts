/**
 * @generated SignedSource<<a081bfe036198c56f8c77356e36f1b75>>
 * @relayHash 3f3afdc3cf901e66f7d7a0d9f8d6af0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bedb144e019c885cb5f310960e3e16abfa4a200a6a99459c16f320929dddf0d7

import { ConcreteRequest } from 'relay-runtime';
export type CloudScreenDeleteFolderMutation$variables = {
  id: string;
};
export type CloudScreenDeleteFolderMutation$data = {
  readonly deleteCloudFolder: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type CloudScreenDeleteFolderMutation = {
  response: CloudScreenDeleteFolderMutation$data;
  variables: CloudScreenDeleteFolderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteCloudFolder",
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
    "name": "CloudScreenDeleteFolderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CloudScreenDeleteFolderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bedb144e019c885cb5f310960e3e16abfa4a200a6a99459c16f320929dddf0d7",
    "metadata": {},
    "name": "CloudScreenDeleteFolderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4fa161725b8441c268816d5d953c6721";

export default node;
