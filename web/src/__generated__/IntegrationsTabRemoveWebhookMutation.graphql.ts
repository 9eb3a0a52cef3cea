/**
 * @generated SignedSource<<db9803349e6422a7571f7e4169ea1a44>>
 * @relayHash 79710ab2f0f031343ebf678236cd9ae4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cfddcb3a557c62b742608c1529a0c31c9500d48f6b33da796929f847d0017cd

import { ConcreteRequest } from 'relay-runtime';
export type IntegrationsTabRemoveWebhookMutation$variables = {
  id: string;
};
export type IntegrationsTabRemoveWebhookMutation$data = {
  readonly removeWebhook: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type IntegrationsTabRemoveWebhookMutation = {
  response: IntegrationsTabRemoveWebhookMutation$data;
  variables: IntegrationsTabRemoveWebhookMutation$variables;
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
    "name": "removeWebhook",
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
    "name": "IntegrationsTabRemoveWebhookMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IntegrationsTabRemoveWebhookMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5cfddcb3a557c62b742608c1529a0c31c9500d48f6b33da796929f847d0017cd",
    "metadata": {},
    "name": "IntegrationsTabRemoveWebhookMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c4bc60f127b97f8029251e363be38bb5";

export default node;
