/**
 * Stripe.js, loaded from Stripe's own host (it must not be bundled or self-hosted) the first time a
 * payment form needs it. Import this module only with import(), from the payment form: no other
 * page may load Stripe.js (DESIGN §6). Only the parts of Stripe.js the site uses are typed here.
 */

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

export type StripeError = { type?: string; code?: string; message?: string };

export type StripeAppearance = {
  theme?: 'stripe' | 'night' | 'flat';
  variables?: Record<string, string>;
};

export type StripeElementsOptions = {
  clientSecret: string;
  appearance?: StripeAppearance;
  locale?: string;
};

export interface StripePaymentElement {
  mount(target: HTMLElement | string): void;
  on(event: 'ready', handler: () => void): StripePaymentElement;
  on(event: 'loaderror', handler: (event: { error?: StripeError }) => void): StripePaymentElement;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'payment', options?: { layout?: 'tabs' | 'accordion' }): StripePaymentElement;
}

export type StripePaymentIntentResult = {
  error?: StripeError;
  paymentIntent?: { id: string; status: string };
};

export interface Stripe {
  elements(options: StripeElementsOptions): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<StripePaymentIntentResult>;
}

export type StripeConstructor = (publishableKey: string) => Stripe;

declare global {
  interface Window {
    Stripe?: StripeConstructor;
  }
}

let script: Promise<StripeConstructor> | null = null;
const instances = new Map<string, Promise<Stripe>>();

/** Adds the one <script> tag for Stripe.js, once; a failed load is forgotten so that a retry adds it again. */
function loadScript(): Promise<StripeConstructor> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  script ??= new Promise<StripeConstructor>((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${STRIPE_JS_URL}"]`);
    const tag = existing ?? document.createElement('script');
    tag.addEventListener('load', () => {
      if (window.Stripe) resolve(window.Stripe);
      else fail(new Error('Stripe.js loaded but did not start'));
    });
    tag.addEventListener('error', () => fail(new Error('Stripe.js could not be loaded')));
    function fail(error: Error) {
      script = null;
      tag.remove();
      reject(error);
    }
    if (!existing) {
      tag.src = STRIPE_JS_URL;
      tag.async = true;
      document.head.appendChild(tag);
    }
  });
  return script;
}

/** The Stripe object for this publishable key; Stripe.js is fetched on the first call only. */
export function loadStripe(publishableKey: string): Promise<Stripe> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = loadScript().then((create) => create(publishableKey));
    instances.set(publishableKey, instance);
    instance.catch(() => instances.delete(publishableKey));
  }
  return instance;
}
