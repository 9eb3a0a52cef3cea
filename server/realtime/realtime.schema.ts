import { z } from 'zod';
import { builder } from '../graphql/builder';

// A heartbeat any client, signed in or not, can subscribe to: it proves the WebSocket door end to end.
builder.subscriptionField('serverTime', (t) =>
  t.field({
    type: 'DateTime',
    args: { intervalMs: t.arg.int({ defaultValue: 1000, validate: z.number().int().min(100).max(60000) }) },
    subscribe: async function* (_root, args, context) {
      for (;;) {
        yield context.services.clock.now();
        await new Promise((resolve) => setTimeout(resolve, args.intervalMs ?? 1000));
      }
    },
    resolve: (time) => time,
  }),
);
