import { useCallback, useEffect, useRef, useState } from 'react';
import type { Stripe, StripeElements, StripePaymentElement, StripePaymentIntentResult } from '../lib/load-stripe';

export type StripeElementStatus = 'loading' | 'ready' | 'error';

// The site's brand colours (index.css), so the card form looks like the rest of the page.
const APPEARANCE = {
  theme: 'stripe' as const,
  variables: { colorPrimary: '#1c566b', colorDanger: '#b91c1c', fontSizeBase: '16px', borderRadius: '8px' },
};

/**
 * Mounts Stripe's Payment Element (cards and wallets) into the returned container. Stripe.js is
 * imported here, on demand, and nowhere else: no other page loads it.
 */
export function useStripePaymentElement(options: {
  enabled: boolean;
  publishableKey: string | null;
  clientSecret: string;
  locale: string;
}) {
  const { enabled, publishableKey, clientSecret } = options;
  const containerRef = useRef<HTMLDivElement>(null);
  const handles = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [status, setStatus] = useState<StripeElementStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  // The element takes the page's language when it is created; a later switch does not wipe what was typed.
  const locale = useRef(options.locale);

  useEffect(() => {
    if (!enabled || !publishableKey) return;
    let live = true;
    let element: StripePaymentElement | undefined;
    setStatus('loading');
    import('../lib/load-stripe')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        const container = containerRef.current;
        if (!live || !container) return;
        const elements = stripe.elements({ clientSecret, appearance: APPEARANCE, locale: locale.current });
        element = elements.create('payment');
        element.on('ready', () => {
          if (live) setStatus('ready');
        });
        element.on('loaderror', () => {
          if (live) setStatus('error');
        });
        element.mount(container);
        handles.current = { stripe, elements };
      })
      .catch(() => {
        if (live) setStatus('error');
      });
    return () => {
      live = false;
      handles.current = null;
      element?.destroy();
    };
  }, [enabled, publishableKey, clientSecret, attempt]);

  const confirm = useCallback(async (returnUrl: string): Promise<StripePaymentIntentResult> => {
    const current = handles.current;
    if (!current) throw new Error('The card form is not ready');
    return current.stripe.confirmPayment({
      elements: current.elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
  }, []);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return { containerRef, status, confirm, retry };
}
