/**
 * @generated SignedSource<<a5560ee6f004d9a89718e11a2653f14c>>
 * @relayHash f1843e8ae92240dcb71325eb4a8f1810
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a54be577da2de2f36e86cbe1200d8aa11167c3da2150a7fdef00bd7392d6736

import { ConcreteRequest } from 'relay-runtime';
export type CloudScreenDeleteFileMutation$variables = {
  id: string;
};
export type CloudScreenDeleteFileMutation$data = {
  readonly deleteCloudFile: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type CloudScreenDeleteFileMutation = {
  response: CloudScreenDeleteFileMutation$data;
  variables: CloudScreenDeleteFileMutation$variables;
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
    "name": "deleteCloudFile",
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
    "name": "CloudScreenDeleteFileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CloudScreenDeleteFileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1a54be577da2de2f36e86cbe1200d8aa11167c3da2150a7fdef00bd7392d6736",
    "metadata": {},
    "name": "CloudScreenDeleteFileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d18a1f3cd9a9c7b522d3515fa7e9fce7";

export default node;
