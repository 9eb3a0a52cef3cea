/**
 * @generated SignedSource<<6c2dc5616dc3f40b3189e4ce047d982b>>
 * @relayHash d02ea52787c2007ef41c8eadab16de8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36357b1642018677983534e469b5136966f7c4216d6f904e4ccc51d682c14402

import { ConcreteRequest } from 'relay-runtime';
export type CloudScreenLockMutation$variables = {
  id: string;
};
export type CloudScreenLockMutation$data = {
  readonly lockCloudFile: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type CloudScreenLockMutation = {
  response: CloudScreenLockMutation$data;
  variables: CloudScreenLockMutation$variables;
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
    "name": "lockCloudFile",
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
    "name": "CloudScreenLockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CloudScreenLockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "36357b1642018677983534e469b5136966f7c4216d6f904e4ccc51d682c14402",
    "metadata": {},
    "name": "CloudScreenLockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8048d242848bdd75f70ea72653122761";

export default node;
