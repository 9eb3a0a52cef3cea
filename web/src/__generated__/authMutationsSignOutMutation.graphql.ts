/**
 * @generated SignedSource<<cca5cb8d30ff149764d4dadb67c8299a>>
 * @relayHash eb1b6113f165daa27a02436be932408a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55abaf5c9536dd2996e7eb3a33d95899dde2c2b27687b74641c992fb041ebac2

import { ConcreteRequest } from 'relay-runtime';
export type SignOutScope = "GLOBAL" | "LOCAL" | "OTHERS" | "%future added value";
export type authMutationsSignOutMutation$variables = {
  scope?: SignOutScope | null | undefined;
};
export type authMutationsSignOutMutation$data = {
  readonly signOut: boolean;
};
export type authMutationsSignOutMutation = {
  response: authMutationsSignOutMutation$data;
  variables: authMutationsSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "scope"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "scope",
        "variableName": "scope"
      }
    ],
    "kind": "ScalarField",
    "name": "signOut",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "authMutationsSignOutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "authMutationsSignOutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "55abaf5c9536dd2996e7eb3a33d95899dde2c2b27687b74641c992fb041ebac2",
    "metadata": {},
    "name": "authMutationsSignOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b05a81a8bf219c6839fe2e81c7453e6b";

export default node;
