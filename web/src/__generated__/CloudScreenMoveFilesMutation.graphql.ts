/**
 * @generated SignedSource<<2f281e6a49ea6c0029cb91be5656bc33>>
 * @relayHash b88ec2fcb34b8bf2a1e58f49a890b34f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e997fd7d10ff389db77eb87ca47845271c96a0cd8f3a3b8324f66066bfbfa0c

import { ConcreteRequest } from 'relay-runtime';
export type CloudScreenMoveFilesMutation$variables = {
  folderId?: string | null | undefined;
  ids: ReadonlyArray<string>;
};
export type CloudScreenMoveFilesMutation$data = {
  readonly moveCloudFiles: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type CloudScreenMoveFilesMutation = {
  response: CloudScreenMoveFilesMutation$data;
  variables: CloudScreenMoveFilesMutation$variables;
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
    "name": "moveCloudFiles",
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
    "name": "CloudScreenMoveFilesMutation",
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
    "name": "CloudScreenMoveFilesMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1e997fd7d10ff389db77eb87ca47845271c96a0cd8f3a3b8324f66066bfbfa0c",
    "metadata": {},
    "name": "CloudScreenMoveFilesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b9ed910798935faba7ee0d13b723dc22";

export default node;
