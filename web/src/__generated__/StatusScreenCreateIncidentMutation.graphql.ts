/**
 * @generated SignedSource<<640d4181fc95a9649df6d556f7349d1f>>
 * @relayHash 0ff4bf10444da3e63d643be82c25cbf0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51caeda4d1122e9d19b1ea2e40dd75635369f11b9ac978b7f17cd2531bba7264

import { ConcreteRequest } from 'relay-runtime';
export type IncidentStatus = "COMPLETED" | "INVESTIGATING" | "RESOLVED" | "%future added value";
export type StatusIncidentInput = {
  body?: string | null | undefined;
  status?: IncidentStatus | null | undefined;
  title?: string | null | undefined;
};
export type StatusScreenCreateIncidentMutation$variables = {
  input: StatusIncidentInput;
};
export type StatusScreenCreateIncidentMutation$data = {
  readonly createStatusIncident: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type StatusScreenCreateIncidentMutation = {
  response: StatusScreenCreateIncidentMutation$data;
  variables: StatusScreenCreateIncidentMutation$variables;
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
    "name": "createStatusIncident",
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
    "name": "StatusScreenCreateIncidentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StatusScreenCreateIncidentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "51caeda4d1122e9d19b1ea2e40dd75635369f11b9ac978b7f17cd2531bba7264",
    "metadata": {},
    "name": "StatusScreenCreateIncidentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3ac12075638e6bb40da624f2c8e239b7";

export default node;
