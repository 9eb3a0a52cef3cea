/**
 * @generated SignedSource<<f5dd98a08502335530b998dda8ef1f04>>
 * @relayHash 574699e21462fcf8681c22083e5cd844
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9173f8d0ef6b803a85ce8ed4f1edea0432b182a4b30fe70591399d35774f4c8

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordScreenQuery$variables = {
  accessToken: string;
  refreshToken: string;
};
export type ResetPasswordScreenQuery$data = {
  readonly passwordResetLinkValid: boolean;
};
export type ResetPasswordScreenQuery = {
  response: ResetPasswordScreenQuery$data;
  variables: ResetPasswordScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "accessToken"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "refreshToken"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "accessToken",
        "variableName": "accessToken"
      },
      {
        "kind": "Variable",
        "name": "refreshToken",
        "variableName": "refreshToken"
      }
    ],
    "kind": "ScalarField",
    "name": "passwordResetLinkValid",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetPasswordScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c9173f8d0ef6b803a85ce8ed4f1edea0432b182a4b30fe70591399d35774f4c8",
    "metadata": {},
    "name": "ResetPasswordScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0d7d215a4dcf197c728845676aa3becd";

export default node;
