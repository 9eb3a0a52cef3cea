/**
 * @generated SignedSource<<43a0789703895d5bc845db26e4de7ce1>>
 * @relayHash 7019b057c68812abf174eb28ac7a65bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e26c62426afc9fb7a5bdec8ecad1a150c8cd2262b054f74374da513f3fc55e2b

import { ConcreteRequest } from 'relay-runtime';
export type ApiAccessCardRevokeMutation$variables = {
  id: string;
};
export type ApiAccessCardRevokeMutation$data = {
  readonly revokeApiKey: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
  };
};
export type ApiAccessCardRevokeMutation = {
  response: ApiAccessCardRevokeMutation$data;
  variables: ApiAccessCardRevokeMutation$variables;
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
    "name": "revokeApiKey",
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
    "name": "ApiAccessCardRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiAccessCardRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e26c62426afc9fb7a5bdec8ecad1a150c8cd2262b054f74374da513f3fc55e2b",
    "metadata": {},
    "name": "ApiAccessCardRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8e1dc9d129b24bb5f17c821e213e3b6e";

export default node;
