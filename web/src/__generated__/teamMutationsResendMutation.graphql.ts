/**
 * @generated SignedSource<<91414b7f3690ac12503acb4e041dcf8b>>
 * @relayHash 9c25b2989ac6bbc7d05a79a5ef84ba53
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3333508d504cd8d2a032c1650ef235bcd4cb6af893ddb4f9458cb23a6818b85f

import { ConcreteRequest } from 'relay-runtime';
export type teamMutationsResendMutation$variables = {
  id: string;
};
export type teamMutationsResendMutation$data = {
  readonly resendInvitation: {
    readonly __typename: string;
    readonly code?: string;
    readonly invitation?: {
      readonly expiresAt: string;
      readonly id: string;
      readonly sentAt: string;
    };
  };
};
export type teamMutationsResendMutation = {
  response: teamMutationsResendMutation$data;
  variables: teamMutationsResendMutation$variables;
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
    "name": "resendInvitation",
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
            "concreteType": "Invitation",
            "kind": "LinkedField",
            "name": "invitation",
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
                "name": "sentAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationResendInvitationSuccess",
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
    "name": "teamMutationsResendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "teamMutationsResendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3333508d504cd8d2a032c1650ef235bcd4cb6af893ddb4f9458cb23a6818b85f",
    "metadata": {},
    "name": "teamMutationsResendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3ac9f831fcec53e5f3c9ddf32d37709a";

export default node;
