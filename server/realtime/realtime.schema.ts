import { z } from 'zod';
import { builder } from '../graphql/builder';
import { authorizeSubscription } from './subscription-authorizer';

// A heartbeat for any signed-in client or API key (visitors hold no subscription): it proves the WebSocket door end to end.
builder.subscriptionField('serverTime', (t) =>
  t.field({
    type: 'DateTime',
    description:
      'The server clock, every `intervalMs` milliseconds: a heartbeat to check the live connection (signed-in users and API keys, like every subscription).',
    args: {
      intervalMs: t.arg.int({
        defaultValue: 1000,
        validate: z.number().int().min(100).max(60000),
        description: 'Milliseconds between two events, from 100 to 60,000; 1,000 by default.',
      }),
    },
    subscribe: async function* (_root, args, context) {
      // Like every subscription, it stops once its session or key is revoked or its member leaves the organization.
      const authorizer = await authorizeSubscription(context.services, context.viewer, null);
      try {
        while (authorizer.allows()) {
          yield context.services.clock.now();
          await new Promise((resolve) => setTimeout(resolve, args.intervalMs ?? 1000));
        }
      } finally {
        authorizer.release();
      }
    },
    resolve: (time) => time,
  }),
);
