/**
 * @generated SignedSource<<3e34ebac3034bb20a6aa6bcbc3f77cb4>>
 * @relayHash 4b5911f1c96498a120f4f1b916fec95e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c39c9f50ed45fbfeb33bec356a06170a48253e0bd06d934a0cb775e67699b82d

import { ConcreteRequest } from 'relay-runtime';
export type UpdateOrganizationInput = {
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
    "id": "c39c9f50ed45fbfeb33bec356a06170a48253e0bd06d934a0cb775e67699b82d",
    "metadata": {},
    "name": "OrganizationCardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "640229355da0f61e58d1e9bca46fef1d";

export default node;
