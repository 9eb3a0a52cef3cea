/**
 * @generated SignedSource<<2eabb05b82c9a781496d3887245121ba>>
 * @relayHash 8fc900386e36841530969b84535b1c8e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b61351794e4ca5526fbf4afe0dc723a14e3f41526acb983fe233fc8eec5ab8b9

import { ConcreteRequest } from 'relay-runtime';
export type NotificationType = "DOCUMENT_DECIDED" | "DOCUMENT_RECEIVED" | "HIGH_RISK" | "REMINDER" | "SIGNATURE_REQUESTED" | "%future added value";
export type UpdateNotificationSettingsInput = {
  emailEnabled?: boolean | null | undefined;
  slackEnabled?: boolean | null | undefined;
  slackWebhookUrl?: string | null | undefined;
  types?: ReadonlyArray<NotificationType> | null | undefined;
};
export type NotificationsTabMutation$variables = {
  input: UpdateNotificationSettingsInput;
};
export type NotificationsTabMutation$data = {
  readonly updateNotificationSettings: {
    readonly __typename: string;
    readonly code?: string;
    readonly problems?: ReadonlyArray<{
      readonly code: string;
    }>;
    readonly settings?: {
      readonly emailEnabled: boolean;
      readonly slackEnabled: boolean;
      readonly slackWebhookHost: string | null | undefined;
      readonly types: ReadonlyArray<NotificationType>;
    };
  };
};
export type NotificationsTabMutation = {
  response: NotificationsTabMutation$data;
  variables: NotificationsTabMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  }
],
v2 = [
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
    "name": "updateNotificationSettings",
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
            "concreteType": "NotificationSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emailEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slackEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slackWebhookHost",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "types",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateNotificationSettingsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "ValidationFailed",
        "abstractKey": null
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
    "name": "NotificationsTabMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsTabMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b61351794e4ca5526fbf4afe0dc723a14e3f41526acb983fe233fc8eec5ab8b9",
    "metadata": {},
    "name": "NotificationsTabMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3358a34f39deb81fad8ee91839647db3";

export default node;
