/**
 * @generated SignedSource<<e8d7158ebe551de273707af7561086dc>>
 * @relayHash 01aa12811d97cb8765db24014692fb82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dee1c7b928b2da2f8e7d75fda8f895d17619743450600820c484e39a5f7f0354

import { ConcreteRequest } from 'relay-runtime';
export type OrganizationCardSetLogoMutation$variables = {
  file: File;
};
export type OrganizationCardSetLogoMutation$data = {
  readonly setOrganizationLogo: {
    readonly __typename: string;
    readonly code?: string;
    readonly organization?: {
      readonly id: string;
      readonly logoUrl: string | null | undefined;
    };
  };
};
export type OrganizationCardSetLogoMutation = {
  response: OrganizationCardSetLogoMutation$data;
  variables: OrganizationCardSetLogoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "file"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "file",
        "variableName": "file"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setOrganizationLogo",
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
        "type": "MutationSetOrganizationLogoSuccess",
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
    "name": "OrganizationCardSetLogoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizationCardSetLogoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dee1c7b928b2da2f8e7d75fda8f895d17619743450600820c484e39a5f7f0354",
    "metadata": {},
    "name": "OrganizationCardSetLogoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "288f818d715b1435073d2227666fa30e";

export default node;
