/**
 * @generated SignedSource<<76a59d89e86ac6ab0b92cd4b12b0ea7e>>
 * @relayHash 46a13e943e61e1165a901f0f697bca16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cd4a4a414a32cdf10df386a7226993d484adfbaea0a1fe275c66e4818f93bd0

import { ConcreteRequest } from 'relay-runtime';
export type SecurityTabRevokeMutation$variables = {
  id: string;
};
export type SecurityTabRevokeMutation$data = {
  readonly revokeOrganizationSession: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type SecurityTabRevokeMutation = {
  response: SecurityTabRevokeMutation$data;
  variables: SecurityTabRevokeMutation$variables;
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
    "name": "revokeOrganizationSession",
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
    "name": "SecurityTabRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SecurityTabRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9cd4a4a414a32cdf10df386a7226993d484adfbaea0a1fe275c66e4818f93bd0",
    "metadata": {},
    "name": "SecurityTabRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "506aa45e1075c1f4e8b87bb87fb4ca57";

export default node;
