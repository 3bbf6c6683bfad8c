import { describe, expect, it, vi } from 'vitest';
import { apiFetcher, keyToPath, swrConfig } from './swr';

describe('keyToPath', () => {
  it('joins key segments with slashes', () => {
    expect(keyToPath('/api/admin/applications')).toBe('/api/admin/applications');
    expect(keyToPath(['/api/payment', 'tok_123'])).toBe('/api/payment/tok_123');
    expect(keyToPath(['/api/admin/applications/', 42, 'history'])).toBe('/api/admin/applications/42/history');
  });

  it('escapes a segment so it cannot add path parts', () => {
    expect(keyToPath(['/api/payment', 'a/b?c'])).toBe('/api/payment/a%2Fb%3Fc');
  });
});

describe('swr setup', () => {
  it('never retries or refetches on its own (SPEC §9)', () => {
    expect(swrConfig).toMatchObject({
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      refreshInterval: 0,
      shouldRetryOnError: false,
    });
  });

  it('reads the key path with GET', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"ok":true}'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetcher(['/api/payment', 'tok'])).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/payment/tok');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });
});
