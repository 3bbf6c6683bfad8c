import type { SWRConfiguration } from 'swr';
import { apiRequest } from './api-client';

/** An SWR key: a path, or a path and its segments, such as ['/api/payment', token]. */
export type ApiKey = string | readonly [string, ...(string | number)[]];

/** SPEC §7: a read's path is the key's segments joined by slashes. */
export function keyToPath(key: ApiKey): string {
  if (typeof key === 'string') return key;
  const [base, ...rest] = key;
  return [base.replace(/\/+$/, ''), ...rest.map((part) => encodeURIComponent(String(part)))].join('/');
}

export function apiFetcher(key: ApiKey): Promise<unknown> {
  return apiRequest(keyToPath(key));
}

/**
 * SPEC §9: no retries, no refetch on focus, reconnect or interval; data is never stale. Features
 * that read provide it with <SWRConfig value={swrConfig}> around their routes.
 */
export const swrConfig = {
  fetcher: apiFetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
} satisfies SWRConfiguration;
