import { builder } from '../graphql/builder';
import { ValidationFailed } from '../graphql/validation';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';
import { listWebhookDeliveries, listWebhooks, registerWebhook, removeWebhook, type WebhookDeliverySummary, type WebhookSubscriptionSummary } from './manage-webhooks';

const WebhookRef = builder.objectRef<WebhookSubscriptionSummary>('WebhookSubscription').implement({
  description: "An outbound webhook of the organization: its events are POSTed to `url`, signed with HMAC-SHA256.",
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    events: t.exposeStringList('events', { description: `Among ${WEBHOOK_EVENT_TYPES.join(', ')}.` }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const RegisteredWebhookRef = builder.objectRef<WebhookSubscriptionSummary & { secret: string }>('RegisteredWebhook').implement({
  description: 'A new subscription and its signing secret, shown once.',
  fields: (t) => ({
    webhook: t.field({ type: WebhookRef, resolve: (registered) => registered }),
    secret: t.exposeString('secret'),
  }),
});

const DeliveryRef = builder.objectRef<WebhookDeliverySummary>('WebhookDelivery').implement({
  description: 'One event sent to one subscription, with its attempts so far (the delivery log).',
  fields: (t) => ({
    id: t.exposeID('id'),
    subscriptionId: t.exposeID('subscriptionId'),
    eventId: t.exposeID('eventId', { description: 'Sent as the Paraphe-Event-Id header, the same on every attempt.' }),
    eventType: t.exposeString('eventType'),
    attempts: t.exposeInt('attempts'),
    lastStatusCode: t.exposeInt('lastStatusCode', { nullable: true }),
    lastError: t.exposeString('lastError', { nullable: true }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    failedAt: t.expose('failedAt', { type: 'DateTime', nullable: true, description: 'Set when every retry of the 24 hours failed.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('webhooks', (t) =>
  t.field({
    type: [WebhookRef],
    description: "The organization's webhook subscriptions (admins).",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => listWebhooks(context.services, context.viewer),
  }),
);

builder.queryField('webhookDeliveries', (t) =>
  t.field({
    type: [DeliveryRef],
    description: 'The latest webhook deliveries, newest first (admins).',
    authScopes: { signedIn: true },
    args: { limit: t.arg.int({ required: false, description: 'At most 200; 50 when omitted.' }) },
    resolve: (_root, args, context) => listWebhookDeliveries(context.services, context.viewer, { limit: args.limit ?? undefined }),
  }),
);

builder.mutationField('registerWebhook', (t) =>
  t.field({
    type: RegisteredWebhookRef,
    description: 'Subscribes a URL to events of the organization (admins).',
    authScopes: { signedIn: true },
    errors: { types: [ValidationFailed], dataField: { name: 'registered' } },
    args: { url: t.arg.string({ required: true }), events: t.arg.stringList({ required: true }) },
    resolve: (_root, args, context) => registerWebhook(context.services, context.viewer, { url: args.url, events: args.events }),
  }),
);

builder.mutationField('removeWebhook', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Removes a webhook subscription and its pending deliveries (admins).',
    authScopes: { signedIn: true },
    errors: { dataField: { name: 'removed' } },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      await removeWebhook(context.services, context.viewer, { webhookId: String(args.id) });
      return true;
    },
  }),
);
