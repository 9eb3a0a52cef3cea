/**
 * @generated SignedSource<<43508ebf6406f69e8c71f2d1728c06c2>>
 * @relayHash a1ee5f7ef351531f6c539586d9907516
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2cf637525d3717294422390c36bce0274757e2ad4c9c373ee3b34d5361635753

import { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "fr" | "%future added value";
export type UpdateOrganizationInput = {
  defaultLanguage?: Language | null | undefined;
  name?: string | null | undefined;
  timeZone?: string | null | undefined;
};
export type OrganizationCardMutation$variables = {
  input: UpdateOrganizationInput;
};
export type OrganizationCardMutation$data = {
  readonly updateOrganization: {
    readonly __typename: string;
    readonly code?: string;
    readonly organization?: {
      readonly defaultLanguage: Language;
      readonly id: string;
      readonly name: string;
      readonly timeZone: string;
    };
    readonly problems?: ReadonlyArray<{
      readonly code: string;
    }>;
  };
};
export type OrganizationCardMutation = {
  response: OrganizationCardMutation$data;
  variables: OrganizationCardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateOrganization",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "defaultLanguage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateOrganizationSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
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
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "ValidationFailed",
        "abstractKey": null
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
    "name": "OrganizationCardMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizationCardMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "2cf637525d3717294422390c36bce0274757e2ad4c9c373ee3b34d5361635753",
    "metadata": {},
    "name": "OrganizationCardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "674ea0583dd6be5e11d04f19b9253f45";

export default node;
