import type { AppPubSub } from '../realtime/pubsub';
import type { Analyzer } from '../analysis';
import { timed, type Metrics } from './metrics';

/** Counts the events this instance publishes, and each one handed to a subscriber here. */
export function countedPubSub(pubsub: AppPubSub, metrics: Metrics): AppPubSub {
  return {
    publish(channel, ...args) {
      metrics.eventsPublished.inc({ channel });
      pubsub.publish(channel, ...args);
    },
    subscribe: ((...args: Parameters<AppPubSub['subscribe']>) => {
      const repeater = (pubsub.subscribe as (...values: unknown[]) => ReturnType<AppPubSub['subscribe']>)(...args);
      const next = repeater.next.bind(repeater);
      const channel = String(args[0]);
      repeater.next = async (value?: unknown) => {
        const result = await next(value as never);
        if (!result.done) metrics.eventsDelivered.inc({ channel });
        return result;
      };
      return repeater;
    }) as AppPubSub['subscribe'],
  };
}

/** The analyzer, its every analysis timed. */
export function timedAnalyzer(analyzer: Analyzer, metrics: Metrics): Analyzer {
  return { ...analyzer, analyze: (input) => timed(metrics.analysisDuration, () => analyzer.analyze(input)) };
}
