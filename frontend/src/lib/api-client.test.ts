import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, apiRequestWithHeaders } from './api-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentInit(fetchMock: ReturnType<typeof mockFetch>): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called with options');
  return init;
}

const json = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

describe('apiRequest', () => {
  it('reads a JSON answer, sending the session cookie and no body for a read', async () => {
    const fetchMock = mockFetch(json({ caseNumber: 'DR-2026-000123' }));
    await expect(apiRequest('/api/payment/abc')).resolves.toEqual({ caseNumber: 'DR-2026-000123' });
    const init = sentInit(fetchMock);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/payment/abc');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('sends data as JSON and checks the answer against a schema', async () => {
    const fetchMock = mockFetch(json({ success: true, caseNumber: 'DR-2026-000124' }, { status: 201 }));
    const schema = z.object({ success: z.literal(true), caseNumber: z.string() });
    const result = await apiRequest('/api/submit-case-review', { method: 'POST', data: { email: 'a@b.co' }, schema });
    expect(result.caseNumber).toBe('DR-2026-000124');
    const init = sentInit(fetchMock);
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as multipart, leaving Content-Type to the browser', async () => {
    const fetchMock = mockFetch(json({ success: true }, { status: 201 }));
    const form = new FormData();
    form.append('firstName', 'Ana');
    await apiRequest('/api/applications', { method: 'POST', data: form });
    const init = sentInit(fetchMock);
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('resolves to undefined for an empty successful answer', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/admin/applications/1/status', { method: 'PATCH', data: {} })).resolves.toBeUndefined();
  });

  it('raises "<status>: <body>" with the parsed field errors for a JSON error answer', async () => {
    const body = { success: false, message: 'Invalid input', errors: { email: 'email.invalid' } };
    mockFetch(json(body, { status: 400, statusText: 'Bad Request' }));
    const error = await apiRequest('/api/applications', { method: 'POST', data: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(400);
    expect(apiError.body).toEqual(body);
    expect(apiError.fieldErrors).toEqual({ email: 'email.invalid' });
  });

  it('falls back to the status text when the error answer is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = await apiRequest('/api/config').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).body).toBeUndefined();
    expect((error as ApiError).fieldErrors).toEqual({});
  });

  it('keeps a plain-text error answer as the message without a parsed body', async () => {
    mockFetch(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiRequest('/api/config').catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe('502: Bad gateway');
    expect((error as ApiError).body).toBeUndefined();
  });
});

describe('apiRequestWithHeaders', () => {
  it('returns the checked body with the status and headers of the answer', async () => {
    const fetchMock = mockFetch(
      json([{ id: 'a' }], {
        headers: {
          'Content-Type': 'application/json',
          'X-Total-Count': '42',
          Link: '</api/admin/applications?cursor=abc>; rel="next"',
        },
      }),
    );
    const schema = z.array(z.object({ id: z.string() }));
    const result = await apiRequestWithHeaders('/api/admin/applications?limit=25', {
      headers: { Authorization: 'Bearer tok' },
      schema,
    });
    expect(result.data).toEqual([{ id: 'a' }]);
    expect(result.status).toBe(200);
    expect(result.headers.get('X-Total-Count')).toBe('42');
    expect(result.headers.get('Link')).toBe('</api/admin/applications?cursor=abc>; rel="next"');
    const init = sentInit(fetchMock);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    expect(init.credentials).toBe('include');
  });

  it('raises the same "<status>: <body>" error as apiRequest', async () => {
    mockFetch(json({ message: 'Unauthorized' }, { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequestWithHeaders('/api/admin/applications').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('401: {"message":"Unauthorized"}');
  });

  it('rejects an answer that does not match the schema', async () => {
    mockFetch(json({ not: 'a list' }));
    await expect(apiRequestWithHeaders('/api/admin/applications', { schema: z.array(z.string()) })).rejects.toThrow(
      /Unexpected answer/,
    );
  });
});
