import { publicConfigSchema, type PublicConfig } from '@reactivation/contracts';
import { apiRequest } from './api-client';

let loaded: Promise<PublicConfig> | null = null;

/**
 * GET /api/config, the site's public run-time settings, fetched once per page load and shared by
 * every reader (payments, the ad tag). A failed read is not kept: the next caller tries again.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  loaded ??= apiRequest('/api/config', { schema: publicConfigSchema }).catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
