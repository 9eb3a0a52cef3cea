/**
 * @generated SignedSource<<2ad8a7d77b09f303bafea4a4c7142a1c>>
 * @relayHash f9da139f97b50f132033e1fbf5454520
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25408656b4fadc65cc2951a163d97c5e68236e9cae50700c6d99f4cf7b1c8cef

import { ConcreteRequest } from 'relay-runtime';
export type IncidentStatus = "COMPLETED" | "INVESTIGATING" | "RESOLVED" | "%future added value";
export type StatusIncidentInput = {
  body?: string | null | undefined;
  status?: IncidentStatus | null | undefined;
  title?: string | null | undefined;
};
export type StatusScreenUpdateIncidentMutation$variables = {
  id: string;
  input: StatusIncidentInput;
};
export type StatusScreenUpdateIncidentMutation$data = {
  readonly updateStatusIncident: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type StatusScreenUpdateIncidentMutation = {
  response: StatusScreenUpdateIncidentMutation$data;
  variables: StatusScreenUpdateIncidentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateStatusIncident",
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
    "name": "StatusScreenUpdateIncidentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StatusScreenUpdateIncidentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "25408656b4fadc65cc2951a163d97c5e68236e9cae50700c6d99f4cf7b1c8cef",
    "metadata": {},
    "name": "StatusScreenUpdateIncidentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f549685cb562bbc3ae7b3d0014d310c7";

export default node;
