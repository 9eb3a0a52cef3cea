import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { authorizedEvents, authorizeSubscription } from '../realtime/subscription-authorizer';
import { DocumentStatusEnum } from '../graphql/enums';
import { AppError, ValidationFailed } from '../errors';
import { builder } from '../graphql/builder';
import { mutationErrors } from '../graphql/mutation-errors';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read';
import { latestNotifications, notificationCentreOf, NOTIFICATION_LIST_MAX, unreadNotificationCount, type CentreOwner } from './notification-centre';
import { getNotificationSettings, updateNotificationSettings, type NotificationSettings } from './notification-settings';
import { NOTIFICATION_TYPES } from './notify';
import { RISK_BAND_RANGES } from '../shared/risk-bands';

export const NotificationTypeEnum = builder.enumType('NotificationType', {
  description: 'What a notification tells of.',
  values: {
    DOCUMENT_RECEIVED: { description: 'A document arrived in the organization.' },
    HIGH_RISK: { description: `A document scored a high risk (${RISK_BAND_RANGES.DANGER.min} or more).` },
    SIGNATURE_REQUESTED: { description: 'It is your turn to sign a document.' },
    DOCUMENT_DECIDED: { description: 'A document you sent or follow was approved, sent back for correction, refused or signed.' },
    REMINDER: { description: 'A document is still waiting for your action.' },
  } as const,
});

type NotificationRow = Awaited<ReturnType<typeof latestNotifications>>[number];

const NotificationRef = builder.objectRef<NotificationRow>('Notification').implement({
  description: 'One thing the signed-in member should know, shown in their notification centre.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the notification.' }),
    type: t.field({ type: NotificationTypeEnum, description: 'What it tells of.', resolve: (row) => row.type }),
    documentId: t.id({
      nullable: true,
      description: 'Global id of the document it is about; null once the document is gone.',
      resolve: (row) => (row.documentId ? encodeGlobalID('Document', row.documentId) : null),
    }),
    documentTitle: t.string({ nullable: true, description: 'Title of the document it is about.', resolve: (row) => row.document?.title ?? null }),
    documentStatus: t.field({
      type: DocumentStatusEnum,
      nullable: true,
      description: "The document's status when it was raised (which decision was taken).",
      resolve: (row) => row.documentStatus,
    }),
    riskScore: t.int({ nullable: true, description: "The document's risk score, 1 to 10.", resolve: (row) => row.document?.riskScore ?? null }),
    actorName: t.string({
      nullable: true,
      description: 'The member whose action raised it; null when none did.',
      resolve: (row) => row.actor?.fullName ?? null,
    }),
    read: t.boolean({ description: 'Whether the member has read it.', resolve: (row) => row.readAt !== null }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was raised.' }),
  }),
});

const NotificationCentreRef = builder.objectRef<CentreOwner>('NotificationCentre').implement({
  description: "The signed-in member's notifications: the unread count and the latest ones.",
  fields: (t) => ({
    id: t.id({ description: "Stable id of this member's centre.", resolve: (owner) => `NotificationCentre:${owner.userId}` }),
    unreadCount: t.int({ description: 'Notifications not read yet.', resolve: (owner, _args, context) => unreadNotificationCount(context.services, owner) }),
    latest: t.field({
      type: [NotificationRef],
      description: `The latest notifications, newest first (at most ${NOTIFICATION_LIST_MAX}).`,
      args: { first: t.arg.int({ defaultValue: 20, description: `How many, 1 to ${NOTIFICATION_LIST_MAX}; 20 by default.` }) },
      resolve: (owner, args, context) => latestNotifications(context.services, owner, args.first ?? 20),
    }),
  }),
});

builder.queryField('notificationCentre', (t) =>
  t.field({
    type: NotificationCentreRef,
    description: "The signed-in member's notification centre (browser sessions only).",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => notificationCentreOf(context.viewer),
  }),
);

builder.mutationField('markNotificationRead', (t) =>
  t.field({
    type: NotificationCentreRef,
    description: 'Marks one of your notifications read.',
    authScopes: { signedIn: true },
    errors: mutationErrors('markNotificationRead', { name: 'centre', description: 'Your notification centre as it is now.' }),
    args: { id: t.arg.id({ required: true, description: 'Id of the notification.' }) },
    resolve: (_root, args, context) => markNotificationRead(context.services, context.viewer, String(args.id)),
  }),
);

builder.mutationField('markAllNotificationsRead', (t) =>
  t.field({
    type: NotificationCentreRef,
    description: 'Marks every one of your notifications read.',
    authScopes: { signedIn: true },
    errors: mutationErrors('markAllNotificationsRead', { name: 'centre', description: 'Your notification centre as it is now.' }),
    resolve: (_root, _args, context) => markAllNotificationsRead(context.services, context.viewer),
  }),
);

builder.subscriptionField('notificationCentreChanged', (t) =>
  t.field({
    type: NotificationCentreRef,
    description: 'Your notification centre, each time a notification arrives for you or is read, while you stay a member (browser sessions only).',
    authScopes: { signedIn: true },
    subscribe: async (_root, _args, context) => {
      const authorizer = await authorizeSubscription(context.services, context.viewer, 'notification.manage').catch((error: unknown) => {
        if (error instanceof AppError) throw new GraphQLError(error.message, { extensions: { code: error.code } });
        throw error;
      });
      const owner = { userId: authorizer.viewer.userId, organizationId: authorizer.viewer.organizationId };
      return authorizedEvents(authorizer, context.services.pubsub.subscribe('notificationsChanged', owner.userId));
    },
    resolve: (_event, _args, context) => notificationCentreOf(context.viewer),
  }),
);

const NotificationSettingsRef = builder.objectRef<NotificationSettings>('NotificationSettings').implement({
  description: 'What reaches the signed-in member, and how.',
  fields: (t) => ({
    emailEnabled: t.exposeBoolean('emailEnabled', { description: 'Notifications by email (on by default).' }),
    slackEnabled: t.exposeBoolean('slackEnabled', { description: 'Notifications to Slack (off by default).' }),
    slackWebhookHost: t.exposeString('slackWebhookHost', {
      nullable: true,
      description: 'Host of the saved Slack incoming webhook; null when none is saved. The URL itself is never shown again.',
    }),
    types: t.field({
      type: [NotificationTypeEnum],
      description: 'The types that reach the member (every type by default).',
      resolve: (settings) => settings.types,
    }),
  }),
});

builder.queryField('notificationSettings', (t) =>
  t.field({
    type: NotificationSettingsRef,
    description: "The signed-in member's notification settings (browser sessions only).",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => getNotificationSettings(context.services, context.viewer),
  }),
);

const UpdateNotificationSettingsInput = builder.inputType('UpdateNotificationSettingsInput', {
  description: 'The notification settings to change; an absent field stays as it is.',
  fields: (t) => ({
    emailEnabled: t.boolean({ required: false, description: 'Notifications by email.' }),
    slackEnabled: t.boolean({ required: false, description: 'Notifications to Slack; needs an incoming-webhook URL.' }),
    slackWebhookUrl: t.string({
      required: false,
      description: 'A Slack incoming-webhook URL (https, a public address); an empty string forgets the saved one.',
    }),
    types: t.field({ type: [NotificationTypeEnum], required: false, description: `The types that should reach you, among ${NOTIFICATION_TYPES.length}.` }),
  }),
});

builder.mutationField('updateNotificationSettings', (t) =>
  t.field({
    type: NotificationSettingsRef,
    description: 'Changes your notification settings: email, Slack and the types you receive.',
    authScopes: { signedIn: true },
    errors: mutationErrors('updateNotificationSettings', { name: 'settings', description: 'Your notification settings as they are now.' }, [ValidationFailed]),
    args: { input: t.arg({ type: UpdateNotificationSettingsInput, required: true, description: 'The settings to change.' }) },
    resolve: (_root, { input }, context) => updateNotificationSettings(context.services, context.viewer, input),
  }),
);
