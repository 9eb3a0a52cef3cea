/**
 * @generated SignedSource<<4693ddc29ad1dd7b423c617edf0739dd>>
 * @relayHash e4e1990fa6c955d4319912e61eb6fd68
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2528d242b646bbf7ba4bef82b24f7edf20c273d50e372dbd04af717586c5c564

import { ConcreteRequest } from 'relay-runtime';
export type DocumentPriority = "HIGH" | "LOW" | "NORMAL" | "URGENT" | "%future added value";
export type UpdateDocumentInput = {
  id: string;
  priority?: DocumentPriority | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
};
export type documentMutationsUpdateMutation$variables = {
  input: UpdateDocumentInput;
};
export type documentMutationsUpdateMutation$data = {
  readonly updateDocument: {
    readonly __typename: string;
    readonly code?: string;
    readonly document?: {
      readonly id: string;
      readonly priority: DocumentPriority;
      readonly tags: ReadonlyArray<string>;
    };
  };
};
export type documentMutationsUpdateMutation = {
  response: documentMutationsUpdateMutation$data;
  variables: documentMutationsUpdateMutation$variables;
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
    "name": "updateDocument",
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
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "document",
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
                "name": "priority",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tags",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateDocumentSuccess",
        "abstractKey": null
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
    "name": "documentMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2528d242b646bbf7ba4bef82b24f7edf20c273d50e372dbd04af717586c5c564",
    "metadata": {},
    "name": "documentMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0ca8ec60a24d1752ae404392e49831e7";

export default node;
