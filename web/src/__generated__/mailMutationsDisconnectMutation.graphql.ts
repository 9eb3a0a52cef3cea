/**
 * @generated SignedSource<<0a3353341928ffb3fbecd7bdfd1a288e>>
 * @relayHash 6f9f5100f1900eec93734650065bb690
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d3878cd9867f68a3fec203dd3458b41fe2828d9b327c75ba3ad76cf0c14ca9a

import { ConcreteRequest } from 'relay-runtime';
export type mailMutationsDisconnectMutation$variables = {
  id: string;
};
export type mailMutationsDisconnectMutation$data = {
  readonly disconnectMailAccount: {
    readonly __typename: string;
    readonly code?: string;
    readonly disconnectedId?: string;
  };
};
export type mailMutationsDisconnectMutation = {
  response: mailMutationsDisconnectMutation$data;
  variables: mailMutationsDisconnectMutation$variables;
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
    "name": "disconnectMailAccount",
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
            "name": "disconnectedId",
            "storageKey": null
          }
        ],
        "type": "MutationDisconnectMailAccountSuccess",
        "abstractKey": null
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
    "name": "mailMutationsDisconnectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mailMutationsDisconnectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3d3878cd9867f68a3fec203dd3458b41fe2828d9b327c75ba3ad76cf0c14ca9a",
    "metadata": {},
    "name": "mailMutationsDisconnectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3c5a852c1d951c151f247387c379be37";

export default node;
