/**
 * @generated SignedSource<<3a7e44c46f12cbf0e125e761b7f1e59d>>
 * @relayHash fcb644a385f5a4f50a080201d4cf6855
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51af2baa7ffeb37b76c1277b862923e4660cf70556853db9fdec86ae57b54a36

import { ConcreteRequest } from 'relay-runtime';
export type environmentRefreshSessionMutation$variables = Record<PropertyKey, never>;
export type environmentRefreshSessionMutation$data = {
  readonly refreshSession: {
    readonly __typename: string;
  };
};
export type environmentRefreshSessionMutation = {
  response: environmentRefreshSessionMutation$data;
  variables: environmentRefreshSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "refreshSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "environmentRefreshSessionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "environmentRefreshSessionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "51af2baa7ffeb37b76c1277b862923e4660cf70556853db9fdec86ae57b54a36",
    "metadata": {},
    "name": "environmentRefreshSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "20ef8267dc68ade962ae14bf81cc044f";

export default node;
