/**
 * @generated SignedSource<<0a4ab62996417e21b931118ebb0953c5>>
 * @relayHash fa180d7e402df28c2c3db9c3498082f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdb63249abc75df04f9c1c2f8efe34b740ab506b832fa40d55fb1728dfda5f3f

import { ConcreteRequest } from 'relay-runtime';
export type ShareDialogQuery$variables = {
  fileId: string;
};
export type ShareDialogQuery$data = {
  readonly cloudShareLinks: ReadonlyArray<{
    readonly downloadCount: number;
    readonly expiresAt: string;
    readonly hasPassword: boolean;
    readonly id: string;
    readonly revokedAt: string | null | undefined;
  }>;
};
export type ShareDialogQuery = {
  response: ShareDialogQuery$data;
  variables: ShareDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "fileId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "fileId",
        "variableName": "fileId"
      }
    ],
    "concreteType": "CloudShareLink",
    "kind": "LinkedField",
    "name": "cloudShareLinks",
    "plural": true,
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
        "name": "expiresAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "downloadCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasPassword",
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
    "name": "ShareDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cdb63249abc75df04f9c1c2f8efe34b740ab506b832fa40d55fb1728dfda5f3f",
    "metadata": {},
    "name": "ShareDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "084802e778671b6fecbfe5e68dfb9906";

export default node;
