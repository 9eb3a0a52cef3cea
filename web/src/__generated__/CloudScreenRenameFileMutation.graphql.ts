/**
 * @generated SignedSource<<d6740d020a96376ac090310be41f1172>>
 * @relayHash f25a80870b85d688ce36683f13dde15d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b75391ca95a4944184d279534224ef048335919395f84751cc8b8993ef211361

import { ConcreteRequest } from 'relay-runtime';
export type CloudScreenRenameFileMutation$variables = {
  id: string;
  name: string;
};
export type CloudScreenRenameFileMutation$data = {
  readonly renameCloudFile: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type CloudScreenRenameFileMutation = {
  response: CloudScreenRenameFileMutation$data;
  variables: CloudScreenRenameFileMutation$variables;
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
    "name": "name"
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
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "renameCloudFile",
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
    "name": "CloudScreenRenameFileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CloudScreenRenameFileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b75391ca95a4944184d279534224ef048335919395f84751cc8b8993ef211361",
    "metadata": {},
    "name": "CloudScreenRenameFileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "40c0a92ce440a87ef4eec9ec1a3a7fe0";

export default node;
