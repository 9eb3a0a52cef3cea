/**
 * @generated SignedSource<<d4e7e7c802de6ba3adeb7bcc5c9095ac>>
 * @relayHash d5fe370c18c537097f759b98dcff1a7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a3c1e5ffa5b532550a0dea74d25680c355ebc45b11bed041559b2d98bac302f

import { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "fr" | "%future added value";
export type accountMutationsSetLanguageMutation$variables = {
  language: Language;
};
export type accountMutationsSetLanguageMutation$data = {
  readonly setLanguage: {
    readonly id: string;
    readonly locale: string;
  };
};
export type accountMutationsSetLanguageMutation = {
  response: accountMutationsSetLanguageMutation$data;
  variables: accountMutationsSetLanguageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "language"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "language",
        "variableName": "language"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "setLanguage",
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
        "name": "locale",
        "storageKey": null
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
    "name": "accountMutationsSetLanguageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountMutationsSetLanguageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6a3c1e5ffa5b532550a0dea74d25680c355ebc45b11bed041559b2d98bac302f",
    "metadata": {},
    "name": "accountMutationsSetLanguageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a535ee9eb92e25d437deb9e9e6767651";

export default node;
