/**
 * @generated SignedSource<<c5c463adbe9aa7de20e9a33b09ad9389>>
 * @relayHash 6120a69b557c2ea92ea1d7380d7600ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86e785b49d4009e7ec4b7a8b895aa982a058bcfa493c0369d3133ead8bda6130

import { ConcreteRequest } from 'relay-runtime';
export type SimpleAuthScreenQuery$variables = Record<PropertyKey, never>;
export type SimpleAuthScreenQuery$data = {
  readonly authProviders: {
    readonly google: boolean;
    readonly microsoft: boolean;
  };
  readonly viewer: {
    readonly user: {
      readonly email: string;
    };
  } | null | undefined;
};
export type SimpleAuthScreenQuery = {
  response: SimpleAuthScreenQuery$data;
  variables: SimpleAuthScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "AuthProviders",
  "kind": "LinkedField",
  "name": "authProviders",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "google",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "microsoft",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SimpleAuthScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SimpleAuthScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "id": "86e785b49d4009e7ec4b7a8b895aa982a058bcfa493c0369d3133ead8bda6130",
    "metadata": {},
    "name": "SimpleAuthScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "50b7de3e0c49735f06185c9b96a1deb6";

export default node;
