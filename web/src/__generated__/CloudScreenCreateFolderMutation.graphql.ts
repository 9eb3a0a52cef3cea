/**
 * @generated SignedSource<<88a1ed2a3614ecf7df2a32bce43ae471>>
 * @relayHash 872b0a3afc4eabd6dacc9347084cf15f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba3a72df6b79603b7e4bd1ba4b12f94bf2de6c0c677eca0b10714230e8f46f33

import { ConcreteRequest } from 'relay-runtime';
export type CloudScreenCreateFolderMutation$variables = {
  name: string;
  parentId?: string | null | undefined;
};
export type CloudScreenCreateFolderMutation$data = {
  readonly createCloudFolder: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type CloudScreenCreateFolderMutation = {
  response: CloudScreenCreateFolderMutation$data;
  variables: CloudScreenCreateFolderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
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
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "parentId",
        "variableName": "parentId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createCloudFolder",
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
    "name": "CloudScreenCreateFolderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CloudScreenCreateFolderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ba3a72df6b79603b7e4bd1ba4b12f94bf2de6c0c677eca0b10714230e8f46f33",
    "metadata": {},
    "name": "CloudScreenCreateFolderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8c8e6513750b1ec82c5f3b0f61850c1b";

export default node;
