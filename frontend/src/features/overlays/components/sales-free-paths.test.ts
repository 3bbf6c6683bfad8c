import { describe, expect, it } from 'vitest';
import { overlaysConfig } from '@/config/overlays';
import { overlaysFor } from './overlays';

describe('the sales overlays on the client’s own pages', () => {
  it.each(['/case/abc123', '/payment/tok', '/payment-success'])('are all off on %s, the support chat stays', (path) => {
    const config = overlaysFor(path);
    expect([config.urgencyBanner, config.helpPopup, config.exitIntent, config.socialProof].map((part) => part.enabled)).toEqual([false, false, false, false]);
    expect(config.supportWidget.enabled).toBe(overlaysConfig.supportWidget.enabled);
  });

  it.each(['/', '/services', '/case-review', '/free-case-review'])('stay as configured on %s', (path) => {
    expect(overlaysFor(path)).toBe(overlaysConfig);
  });
});
