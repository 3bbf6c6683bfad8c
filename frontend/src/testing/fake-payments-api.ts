import { vi } from 'vitest';
import type { PaymentMode } from '@reactivation/contracts';

export type FakeCall = { method: string; url: string; body: unknown };
type Answer = { status: number; body?: unknown } | Error;
type Handler = Answer | ((call: FakeCall) => Answer | Promise<Answer>);

/**
 * Stubs fetch with one answer per "METHOD /path" (query ignored); anything else answers 404.
 * Returns the calls made, bodies parsed.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const handler = routes[`${method} ${url.split('?')[0]}`];
    const answer = typeof handler === 'function' ? await handler(call) : (handler ?? { status: 404, body: { message: 'Not found' } });
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const CASE_NUMBER = 'DR-2026-000123';

export const config = (mode: PaymentMode, publishableKey: string | null = mode === 'stripe' ? 'pk_test_123' : null) => ({
  status: 200,
  body: {
    payment: { mode, publishableKey },
    tracking: { googleAdsId: null, conversionLabel: null },
    support: { email: 'support@example.com', phone: '+1 (555) 010-0200' },
  },
});

export const intent = (mode: PaymentMode = 'test', caseNumber = CASE_NUMBER) => ({
  status: 200,
  body: { clientSecret: 'pi_123_secret_456', caseNumber, amount: 20000, currency: 'usd', mode },
});
