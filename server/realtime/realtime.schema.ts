import { z } from 'zod';
import { builder } from '../graphql/builder';
import { GraphQLError } from 'graphql';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { authorizedEvents, authorizeSubscription } from './subscription-authorizer';

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
    subscribe: async (_root, args, context) => {
      // Like every subscription, it ends as soon as its session or key is revoked or its member leaves the organization.
      const authorizer = await authorizeSubscription(context.services, context.viewer, null).catch((error: unknown) => {
        if (error instanceof AppError) throw new GraphQLError(error.message, { extensions: { code: error.code } });
        throw error;
      });
      return authorizedEvents(authorizer, beats(context.services.clock, args.intervalMs ?? 1000));
    },
    resolve: (time) => time,
  }),
);

/** The clock now, then every `intervalMs`; ending it clears its timer at once. */
function beats(clock: Clock, intervalMs: number): AsyncIterableIterator<Date> {
  let first = true;
  let ended = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const done = (): IteratorReturnResult<undefined> => ({ done: true, value: undefined });
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (!first && !ended) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, intervalMs);
        });
      }
      first = false;
      return ended ? done() : { done: false, value: clock.now() };
    },
    async return() {
      ended = true;
      clearTimeout(timer);
      wake?.();
      return done();
    },
  };
}
