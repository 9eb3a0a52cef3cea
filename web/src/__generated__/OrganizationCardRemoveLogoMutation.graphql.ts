/**
 * @generated SignedSource<<6714f9b34bdf8a0bc5944583963e7913>>
 * @relayHash 03155be1aaae2b7388a8a70f6e4adf67
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3596269147fdb86a823d7b34c0391cb85ce046bf55271b3c2db90aa95a78d00a

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationCardRemoveLogoMutation$variables = Record<PropertyKey, never>;
export type OrganizationCardRemoveLogoMutation$data = {
  readonly removeOrganizationLogo: {
    readonly __typename: string;
    readonly code?: string;
    readonly organization?: {
      readonly id: string;
      readonly logoUrl: string | null | undefined;
    };
  };
};
export type OrganizationCardRemoveLogoMutation = {
  response: OrganizationCardRemoveLogoMutation$data;
  variables: OrganizationCardRemoveLogoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "removeOrganizationLogo",
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
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logoUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRemoveOrganizationLogoSuccess",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganizationCardRemoveLogoMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrganizationCardRemoveLogoMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3596269147fdb86a823d7b34c0391cb85ce046bf55271b3c2db90aa95a78d00a",
    "metadata": {},
    "name": "OrganizationCardRemoveLogoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "15fb170f78299cb8e8f14e489f9c71fb";

export default node;
