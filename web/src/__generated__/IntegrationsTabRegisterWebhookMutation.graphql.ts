/**
 * @generated SignedSource<<077d6db6e5d98e11a80a1c417a9f2115>>
 * @relayHash da543beee85e391d39533156831e7891
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fd8514723a317ce86448fe7de27156a5ba23f3595dfbf6ad7e2cda70ee2f217

import { ConcreteRequest } from 'relay-runtime';
export type IntegrationsTabRegisterWebhookMutation$variables = {
  events: ReadonlyArray<string>;
  url: string;
};
export type IntegrationsTabRegisterWebhookMutation$data = {
  readonly registerWebhook: {
    readonly __typename: string;
    readonly code?: string;
    readonly problems?: ReadonlyArray<{
      readonly path: string;
    }>;
    readonly registered?: {
      readonly secret: string;
    };
  };
};
export type IntegrationsTabRegisterWebhookMutation = {
  response: IntegrationsTabRegisterWebhookMutation$data;
  variables: IntegrationsTabRegisterWebhookMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "events"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "url"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "events",
        "variableName": "events"
      },
      {
        "kind": "Variable",
        "name": "url",
        "variableName": "url"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "registerWebhook",
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
            "concreteType": "RegisteredWebhook",
            "kind": "LinkedField",
            "name": "registered",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "secret",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRegisterWebhookSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationFailed",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "IntegrationsTabRegisterWebhookMutation",
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
    "name": "IntegrationsTabRegisterWebhookMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3fd8514723a317ce86448fe7de27156a5ba23f3595dfbf6ad7e2cda70ee2f217",
    "metadata": {},
    "name": "IntegrationsTabRegisterWebhookMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1bec85adbe2e28ad26843c0a9938ca9b";

export default node;
