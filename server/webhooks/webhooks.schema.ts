import { builder } from '../graphql/builder';
import { mutationErrors } from '../graphql/mutation-errors';
import { ValidationFailed } from '../errors';
import { WEBHOOK_EVENT_TYPES } from '../shared/webhook-event-types';
import { listWebhookDeliveries, listWebhooks, type WebhookDeliverySummary, type WebhookSubscriptionSummary } from './list-webhooks';
import { registerWebhook } from './register-webhook';
import { removeWebhook } from './remove-webhook';

const WebhookRef = builder.objectRef<WebhookSubscriptionSummary>('WebhookSubscription').implement({
  description: 'An outbound webhook of the organization: its events are POSTed to `url`, signed with HMAC-SHA256.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the subscription, for removeWebhook.' }),
    url: t.exposeString('url', { description: 'Address the events are POSTed to.' }),
    events: t.exposeStringList('events', { description: `Among ${WEBHOOK_EVENT_TYPES.join(', ')}.` }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the subscription was registered.' }),
  }),
});

const RegisteredWebhookRef = builder.objectRef<WebhookSubscriptionSummary & { secret: string }>('RegisteredWebhook').implement({
  description: 'A new subscription and its signing secret, shown once.',
  fields: (t) => ({
    webhook: t.field({ type: WebhookRef, description: 'The new subscription.', resolve: (registered) => registered }),
    secret: t.exposeString('secret', { description: 'The HMAC-SHA256 signing secret, to check the signature of each delivery. Shown only here.' }),
  }),
});

const DeliveryRef = builder.objectRef<WebhookDeliverySummary>('WebhookDelivery').implement({
  description: 'One event sent to one subscription, with its attempts so far (the delivery log).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the delivery.' }),
    subscriptionId: t.exposeID('subscriptionId', { description: 'Id of the subscription it is sent to.' }),
    eventId: t.exposeID('eventId', { description: 'Sent as the Paraphe-Event-Id header, the same on every attempt.' }),
    eventType: t.exposeString('eventType', { description: `The event, among ${WEBHOOK_EVENT_TYPES.join(', ')}.` }),
    attempts: t.exposeInt('attempts', { description: 'POST attempts made so far; 0 before the first.' }),
    lastStatusCode: t.exposeInt('lastStatusCode', {
      nullable: true,
      description: 'HTTP status of the last attempt; null before any, or when no response came.',
    }),
    lastError: t.exposeString('lastError', {
      nullable: true,
      description: 'Why the last attempt failed (at most 500 characters); null when it succeeded or none was made.',
    }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true, description: 'When an attempt succeeded (a 2xx response); null until then.' }),
    failedAt: t.expose('failedAt', { type: 'DateTime', nullable: true, description: 'Set when every retry of the 24 hours failed.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the event happened and the delivery was queued.' }),
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
    errors: mutationErrors('registerWebhook', { name: 'registered', description: 'The subscription and its signing secret, shown this once.' }, [
      ValidationFailed,
    ]),
    args: {
      url: t.arg.string({ required: true, description: 'Public http(s) address to POST events to, at most 2,000 characters.' }),
      events: t.arg.stringList({ required: true, description: `Events to send, at least one, among ${WEBHOOK_EVENT_TYPES.join(', ')}.` }),
    },
    resolve: (_root, args, context) => registerWebhook(context.services, context.viewer, { url: args.url, events: args.events }),
  }),
);

builder.mutationField('removeWebhook', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Removes a webhook subscription and its pending deliveries (admins).',
    authScopes: { signedIn: true },
    errors: mutationErrors('removeWebhook', { name: 'removed', description: 'Always true: the subscription was removed.' }),
    args: { id: t.arg.id({ required: true, description: 'Id of the subscription to remove.' }) },
    resolve: async (_root, args, context) => {
      await removeWebhook(context.services, context.viewer, { webhookId: String(args.id) });
      return true;
    },
  }),
);
