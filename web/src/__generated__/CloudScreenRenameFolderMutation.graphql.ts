/**
 * @generated SignedSource<<6b6a35788732eab8caa02aec49718538>>
 * @relayHash ac0244df4ee7fd402a629bc1ca1ed488
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5111b9f725276814781eb045552a019c3b535854b5976bdf3ce32a071bb9db9d

import { ConcreteRequest } from 'relay-runtime';
export type CloudScreenRenameFolderMutation$variables = {
  id: string;
  name: string;
};
export type CloudScreenRenameFolderMutation$data = {
  readonly renameCloudFolder: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type CloudScreenRenameFolderMutation = {
  response: CloudScreenRenameFolderMutation$data;
  variables: CloudScreenRenameFolderMutation$variables;
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
    "name": "name"
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
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "renameCloudFolder",
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
    "name": "CloudScreenRenameFolderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CloudScreenRenameFolderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5111b9f725276814781eb045552a019c3b535854b5976bdf3ce32a071bb9db9d",
    "metadata": {},
    "name": "CloudScreenRenameFolderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0f2d81101d99e5166f673907afd3e9e7";

export default node;
