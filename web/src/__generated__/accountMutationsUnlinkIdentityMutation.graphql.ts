/**
 * @generated SignedSource<<d282450b1f5a8e699633b993f5feadbf>>
 * @relayHash 68532b9c53e33073d5f42beb7960132b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aaba4759ad054433c3511a9ec1a870f06d07be60905459444525dcb60372fb48

import { ConcreteRequest } from 'relay-runtime';
export type accountMutationsUnlinkIdentityMutation$variables = {
  identityId: string;
};
export type accountMutationsUnlinkIdentityMutation$data = {
  readonly unlinkIdentity: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
  };
};
export type accountMutationsUnlinkIdentityMutation = {
  response: accountMutationsUnlinkIdentityMutation$data;
  variables: accountMutationsUnlinkIdentityMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "identityId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "identityId",
        "variableName": "identityId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "unlinkIdentity",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "name": "accountMutationsUnlinkIdentityMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountMutationsUnlinkIdentityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "aaba4759ad054433c3511a9ec1a870f06d07be60905459444525dcb60372fb48",
    "metadata": {},
    "name": "accountMutationsUnlinkIdentityMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0793bdd2fb0c7eafabd9cb53858e5654";

export default node;
