/**
 * @generated SignedSource<<2f5e3d98ebf8ca1e32d59bb791d881b7>>
 * @relayHash e1faf85889cadea52e87644495101f50
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fffa8152ca894398481a109f6bfb7fd1f978ae6cd4d9c03a80e50c2fdad6a613

import { ConcreteRequest } from 'relay-runtime';
export type CloudScreenUnlockMutation$variables = {
  id: string;
};
export type CloudScreenUnlockMutation$data = {
  readonly unlockCloudFile: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type CloudScreenUnlockMutation = {
  response: CloudScreenUnlockMutation$data;
  variables: CloudScreenUnlockMutation$variables;
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
    "name": "unlockCloudFile",
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
    "name": "CloudScreenUnlockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CloudScreenUnlockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fffa8152ca894398481a109f6bfb7fd1f978ae6cd4d9c03a80e50c2fdad6a613",
    "metadata": {},
    "name": "CloudScreenUnlockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b888a22d877293b0fd9e8f9452bc65c3";

export default node;
