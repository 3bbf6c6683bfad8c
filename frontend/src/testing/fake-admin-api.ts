import { vi } from 'vitest';
import type { AdminApplication, AdminApplicationDetail } from '@reactivation/contracts';

/** A case as the admin API answers it, with `overrides` on top. */
export function fakeApplication(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    id: '4f1c2b7e-0000-4000-8000-000000000001',
    caseNumber: 'DR-2026-000123',
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    phone: '+1 555 010 2000',
    platform: 'DoorDash',
    deactivationDate: '2026-02-20',
    deactivationReason: 'Customer complaint',
    attemptedReactivation: true,
    supportResponse: 'No reply',
    description: 'Deactivated without warning.',
    status: 'review_submitted',
    paymentToken: null,
    expertReviewSent: false,
    paymentLinkSent: false,
    locale: 'en',
    source: 'case_review',
    state: null,
    createdAt: '2026-03-05T14:30:00.000Z',
    updatedAt: '2026-03-05T14:30:00.000Z',
    ownerId: null,
    ownerName: null,
    reviewDueAt: '2026-03-06T14:30:00.000Z',
    overdue: false,
    dispute: null,
    appealDueOn: '2027-02-20',
    ...overrides,
  };
}

export function fakeDetail(application: AdminApplication = fakeApplication()): AdminApplicationDetail {
  return {
    application,
    documents: [],
    timeline: [],
    notes: [],
    paymentUrl: null,
    paymentLinkExpiresAt: null,
    statusUrl: 'http://localhost:3000/case/c3RhdHVzLXRva2VuLW9mLWEtY2FzZS0xMjM0',
    room: { requests: [], messages: [] },
    money: { payment: null, refunded: 0, refundable: 0, refunds: [], disputes: [], agreement: null },
    outcome: null,
  };
}

export type FakeRoute = {
  method?: string;
  /** Matched against "<path>?<query>" of the request. */
  url: string | RegExp;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * Stubs fetch with answers by method and address; an unmatched request answers 500 so a test
 * sees it. Returns the mock, whose calls are [url, init].
 */
export function fakeApi(routes: FakeRoute[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET') === method &&
        (typeof candidate.url === 'string' ? candidate.url === url : candidate.url.test(url)),
    );
    if (!route) return new Response(JSON.stringify({ message: `No fake for ${method} ${url}` }), { status: 500 });
    const body = route.body === undefined ? null : JSON.stringify(route.body);
    return new Response(body, {
      status: route.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...route.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The Authorization header and JSON body of a recorded fetch call. */
export function sent(call: unknown[] | undefined): { url: string; method: string; authorization: string | null; body: unknown } {
  const [url, init] = (call ?? []) as [string, RequestInit | undefined];
  return {
    url,
    method: init?.method ?? 'GET',
    authorization: new Headers(init?.headers).get('Authorization'),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}
