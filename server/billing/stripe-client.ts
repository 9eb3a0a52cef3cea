import type Stripe from 'stripe';
import type { Config } from '../config';

const clients = new WeakMap<Config, Promise<Stripe | null>>();

/**
 * The Stripe client when payments are configured, else null; one per configuration. The SDK (200
 * modules) is loaded on first use, so a server without payments never loads it.
 */
export function stripeClient(config: Config): Promise<Stripe | null> {
  if (!clients.has(config)) clients.set(config, createStripeClient(config));
  return clients.get(config)!;
}

/** STRIPE_API_URL points the client at another server speaking Stripe's API (tests). */
async function createStripeClient(config: Config): Promise<Stripe | null> {
  if (!config.STRIPE_SECRET_KEY) return null;
  const target = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const { default: Stripe } = await import('stripe');
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}
