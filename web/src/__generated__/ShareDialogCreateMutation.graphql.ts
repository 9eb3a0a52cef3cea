/**
 * @generated SignedSource<<c4d7dd0d72f210b73a2b50ebd208374b>>
 * @relayHash c5b8314ae4bee0471398133f3a92f5cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 72ee04dcb151f5e640d90ccd226a82a7a962cee1929bb1381b296b9e10c9fad6

import { ConcreteRequest } from 'relay-runtime';
export type ShareDialogCreateMutation$variables = {
  expiresInDays?: number | null | undefined;
  fileId: string;
  password?: string | null | undefined;
};
export type ShareDialogCreateMutation$data = {
  readonly createCloudShareLink: {
    readonly __typename: string;
    readonly code?: string;
    readonly share?: {
      readonly url: string;
    };
  };
};
export type ShareDialogCreateMutation = {
  response: ShareDialogCreateMutation$data;
  variables: ShareDialogCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "expiresInDays"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fileId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "expiresInDays",
        "variableName": "expiresInDays"
      },
      {
        "kind": "Variable",
        "name": "fileId",
        "variableName": "fileId"
      },
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createCloudShareLink",
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
            "concreteType": "CreatedCloudShareLink",
            "kind": "LinkedField",
            "name": "share",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateCloudShareLinkSuccess",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShareDialogCreateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ShareDialogCreateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "72ee04dcb151f5e640d90ccd226a82a7a962cee1929bb1381b296b9e10c9fad6",
    "metadata": {},
    "name": "ShareDialogCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "46c096d4ad80a2a04b5c8312fdf97739";

export default node;
