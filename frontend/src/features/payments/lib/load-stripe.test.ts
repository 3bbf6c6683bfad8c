import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the loader remembers its script and its Stripe objects.
async function freshLoader() {
  vi.resetModules();
  return import('./load-stripe');
}

const stripeScripts = () => document.head.querySelectorAll('script[src^="https://js.stripe.com/"]');

describe('loadStripe', () => {
  afterEach(() => {
    for (const script of stripeScripts()) script.remove();
  });

  it('adds one script tag from js.stripe.com and reuses it for every call', async () => {
    const { loadStripe, STRIPE_JS_URL } = await freshLoader();
    expect(STRIPE_JS_URL).toBe('https://js.stripe.com/v3/');
    const first = loadStripe('pk_test_a');
    const second = loadStripe('pk_test_a');
    const other = loadStripe('pk_test_b');
    expect(stripeScripts()).toHaveLength(1);
    const script = stripeScripts()[0] as HTMLScriptElement;
    expect(script.src).toBe('https://js.stripe.com/v3/');
    expect(script.async).toBe(true);

    const instance = { elements: vi.fn(), confirmPayment: vi.fn() };
    const create = vi.fn(() => instance);
    vi.stubGlobal('Stripe', create);
    script.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(instance);
    await expect(second).resolves.toBe(instance);
    await expect(other).resolves.toBe(instance);
    expect(create).toHaveBeenCalledTimes(2);
    expect(create).toHaveBeenNthCalledWith(1, 'pk_test_a');
    expect(create).toHaveBeenNthCalledWith(2, 'pk_test_b');

    await loadStripe('pk_test_a');
    expect(stripeScripts()).toHaveLength(1);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('adds no script when Stripe.js is already on the page', async () => {
    const { loadStripe } = await freshLoader();
    const instance = { elements: vi.fn(), confirmPayment: vi.fn() };
    vi.stubGlobal('Stripe', vi.fn(() => instance));
    await expect(loadStripe('pk_test_c')).resolves.toBe(instance);
    expect(stripeScripts()).toHaveLength(0);
  });

  it('forgets a script that failed to load, so a retry adds a new one', async () => {
    const { loadStripe } = await freshLoader();
    const failed = loadStripe('pk_test_d');
    stripeScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Stripe.js could not be loaded');
    expect(stripeScripts()).toHaveLength(0);

    void loadStripe('pk_test_d').catch(() => undefined);
    expect(stripeScripts()).toHaveLength(1);
  });
});
