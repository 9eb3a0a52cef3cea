/**
 * @generated SignedSource<<709312f4d5b041f6bd442a886a7d2739>>
 * @relayHash 43032878c50cd074378888e587cb9a7a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6503d38f840ec918cd9e7fadcc61defe7341db5cf86b32d4eaf2f6ea10969c60

import { ConcreteRequest } from 'relay-runtime';
export type CloudScreenTagMutation$variables = {
  id: string;
  tags: ReadonlyArray<string>;
};
export type CloudScreenTagMutation$data = {
  readonly tagCloudFile: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type CloudScreenTagMutation = {
  response: CloudScreenTagMutation$data;
  variables: CloudScreenTagMutation$variables;
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
    "name": "tags"
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
        "name": "tags",
        "variableName": "tags"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "tagCloudFile",
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
    "name": "CloudScreenTagMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CloudScreenTagMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6503d38f840ec918cd9e7fadcc61defe7341db5cf86b32d4eaf2f6ea10969c60",
    "metadata": {},
    "name": "CloudScreenTagMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0618da0aecb21151f89783c3bc4de603";

export default node;
