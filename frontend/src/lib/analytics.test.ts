import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test, so the once-per-event warning memory starts empty.
async function loadTrack() {
  vi.resetModules();
  return (await import('./analytics')).track;
}

describe('track', () => {
  afterEach(() => {
    delete window.gtag;
  });

  it('sends the event and its parameters through window.gtag', async () => {
    const track = await loadTrack();
    const gtag = vi.fn();
    window.gtag = gtag;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    track('cta_click', { cta: 'exit_intent' });
    track('conversion', { value: 200, currency: 'USD' });

    expect(gtag).toHaveBeenNthCalledWith(1, 'event', 'cta_click', { cta: 'exit_intent' });
    expect(gtag).toHaveBeenNthCalledWith(2, 'event', 'conversion', { value: 200, currency: 'USD' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once per event name when there is no tracking function', async () => {
    const track = await loadTrack();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    track('form_submit');
    track('form_submit', { form: 'case-review' });
    track('cta_click');

    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('form_submit');
    expect(warn.mock.calls[1]?.[0]).toContain('cta_click');
  });

  it('uses a tracking function that loads after the first warning', async () => {
    const track = await loadTrack();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    track('cta_click');
    const gtag = vi.fn();
    window.gtag = gtag;
    track('cta_click', { cta: 'help_popup' });
    expect(gtag).toHaveBeenCalledWith('event', 'cta_click', { cta: 'help_popup' });
  });
});
