/**
 * @generated SignedSource<<073b4972898632ffa7443b940020665a>>
 * @relayHash f0ff460ba72e9d3a0caf33aa2a72a244
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c033618c6b3d7a76808489b06eacd55f2e07a999ac6e674ccc1e8ac0c6d5697

import { ConcreteRequest } from 'relay-runtime';
export type AcceptInvitationInput = {
  leaveCurrentOrganization?: boolean | null | undefined;
  token: string;
};
export type teamMutationsAcceptMutation$variables = {
  input: AcceptInvitationInput;
};
export type teamMutationsAcceptMutation$data = {
  readonly acceptInvitation: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type teamMutationsAcceptMutation = {
  response: teamMutationsAcceptMutation$data;
  variables: teamMutationsAcceptMutation$variables;
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
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "acceptInvitation",
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
    "name": "teamMutationsAcceptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "teamMutationsAcceptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2c033618c6b3d7a76808489b06eacd55f2e07a999ac6e674ccc1e8ac0c6d5697",
    "metadata": {},
    "name": "teamMutationsAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4b1361a08bcc9a1d1b6b6bb6384b9aec";

export default node;
