import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Tracking = { googleAdsId: string | null; conversionLabel: string | null };

/** A fresh copy of the module (its tag is loaded once per page) with /api/config answering `tracking`. */
async function freshAdTag(tracking: Tracking) {
  vi.resetModules();
  const fetchMock = vi.fn(async () =>
    new Response(
      JSON.stringify({
        payment: { mode: 'test', publishableKey: null },
        tracking,
        support: { email: 'support@example.com', phone: '+1 (555) 010-0200' },
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { ...(await import('./ad-tag')), fetchMock };
}

const tagScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')];
/** The conversion events queued for the tag, as gtag.js would read them. */
const conversions = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((args) => args[0] === 'event' && args[1] === 'conversion');

describe('the ad tag', () => {
  beforeEach(() => {
    localStorage.clear();
    delete window.dataLayer;
    delete window.gtag;
    for (const script of tagScripts()) script.remove();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(Navigator.prototype, 'globalPrivacyControl');
  });

  it('sends the conversion of a paid case once, with the fee and the case number, and nothing on a reload', async () => {
    const { reportConversion } = await freshAdTag({ googleAdsId: 'AW-123456789', conversionLabel: 'abcDEF' });
    await reportConversion('DR-2026-000123');
    await reportConversion('DR-2026-000123');
    expect(tagScripts().map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=AW-123456789']);
    expect(conversions()).toEqual([
      ['event', 'conversion', { send_to: 'AW-123456789/abcDEF', value: 200, currency: 'USD', transaction_id: 'DR-2026-000123' }],
    ]);

    // A reload: a new page with the same browser storage.
    delete window.dataLayer;
    const again = await freshAdTag({ googleAdsId: 'AW-123456789', conversionLabel: 'abcDEF' });
    await again.reportConversion('DR-2026-000123');
    expect(conversions()).toEqual([]);
  });

  it('loads nothing and sends nothing when no tracking id is configured', async () => {
    const { reportConversion } = await freshAdTag({ googleAdsId: null, conversionLabel: null });
    await reportConversion('DR-2026-000124');
    expect(tagScripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();
  });

  it('loads nothing and does not even ask for the settings when the browser sends Global Privacy Control', async () => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true });
    const { reportConversion, fetchMock } = await freshAdTag({ googleAdsId: 'AW-123456789', conversionLabel: 'abcDEF' });
    await reportConversion('DR-2026-000125');
    expect(tagScripts()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
