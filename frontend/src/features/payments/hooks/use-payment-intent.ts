import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentIntent } from '@reactivation/contracts';

export type PaymentIntentState =
  | { status: 'loading' }
  | { status: 'ready'; intent: PaymentIntent }
  | { status: 'error'; error: unknown };

/** Requests in flight, by key: a remount (React's strict mode, a quick re-render) reuses the one POST. */
const inFlight = new Map<string, Promise<PaymentIntent>>();

function request(key: string, create: () => Promise<PaymentIntent>): Promise<PaymentIntent> {
  let pending = inFlight.get(key);
  if (!pending) {
    pending = create();
    inFlight.set(key, pending);
    const forget = () => inFlight.delete(key);
    pending.then(forget, forget);
  }
  return pending;
}

/**
 * Creates the payment intent once per `key` (null: not yet) and keeps its client secret. Not a
 * read, so not SWR: it is a POST, never repeated on its own; `retry` asks again after a failure.
 */
export function usePaymentIntent(key: string | null, create: () => Promise<PaymentIntent>) {
  const [state, setState] = useState<PaymentIntentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // `create` is rebuilt on each render; the key alone says which intent it makes.
  const createRef = useRef(create);
  createRef.current = create;

  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ status: 'loading' });
    request(key, () => createRef.current()).then(
      (intent) => live && setState({ status: 'ready', intent }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return { state, retry };
}
