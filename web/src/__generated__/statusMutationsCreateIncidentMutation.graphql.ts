/**
 * @generated SignedSource<<02a76b6b24e9837eea2b48b683eb6abc>>
 * @relayHash 996ca8d3bbe8e127c2b328dcbe287896
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b56634bc363ae80a99ba2c7b8e311ff911fa45e286296c781d8b02c09c196aaa

import { ConcreteRequest } from 'relay-runtime';
export type IncidentStatus = "COMPLETED" | "INVESTIGATING" | "RESOLVED" | "%future added value";
export type StatusIncidentInput = {
  body?: string | null | undefined;
  status?: IncidentStatus | null | undefined;
  title?: string | null | undefined;
};
export type statusMutationsCreateIncidentMutation$variables = {
  input: StatusIncidentInput;
};
export type statusMutationsCreateIncidentMutation$data = {
  readonly createStatusIncident: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type statusMutationsCreateIncidentMutation = {
  response: statusMutationsCreateIncidentMutation$data;
  variables: statusMutationsCreateIncidentMutation$variables;
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
    "name": "statusMutationsCreateIncidentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "statusMutationsCreateIncidentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b56634bc363ae80a99ba2c7b8e311ff911fa45e286296c781d8b02c09c196aaa",
    "metadata": {},
    "name": "statusMutationsCreateIncidentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3bc4dbf99123898e8d70c311a1e1cc3a";

export default node;
