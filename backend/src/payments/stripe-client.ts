import Stripe from 'stripe';
import type { Env } from '../config/env';

/**
 * The Stripe SDK client. STRIPE_API_URL points it at a local stand-in of Stripe's API in tests;
 * in production it talks to api.stripe.com (the boot refuses STRIPE_API_URL there).
 */
export function stripeClient(env: Env): Stripe | null {
  // PAYMENTS=test keeps the offline gateway even where keys are set (a staging stack, say).
  if (env.PAYMENTS !== 'stripe' || !env.STRIPE_SECRET_KEY) return null;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'gig-reactivation' },
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export const STRIPE = Symbol('STRIPE');
