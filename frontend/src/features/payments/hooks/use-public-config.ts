import useSWR from 'swr';
import { swrConfig } from '@/lib/swr';
import { getPublicConfig } from '../api/payments-api';

// SPEC §9's read settings, whether or not an SWRConfig is around (the home form has none).
const { fetcher: _fetcher, ...readOptions } = swrConfig;

/** GET /api/config, read once and shared. */
export function usePublicConfig() {
  return useSWR('/api/config', getPublicConfig, readOptions);
}
