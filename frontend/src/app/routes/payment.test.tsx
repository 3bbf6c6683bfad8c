import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import PaymentPage from '@/app/routes/payment';
import { installRadixJsdomPolyfills } from '@/components/ui/test-polyfills';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/app/testing/render-app';
import { CASE_NUMBER, config, intent, stubApi } from '@/testing/fake-payments-api';
import { findToast, renderRoute } from '@/testing/render';

// The ad conversion is lib/ad-tag's concern (its own test); here only the payment's calls are counted.
vi.mock('@/lib/ad-tag', () => ({ reportConversion: vi.fn(async () => undefined) }));

beforeAll(installRadixJsdomPolyfills);

const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDE';

const info = (paid = false) => ({
  status: 200,
  body: {
    clientName: 'Ana López',
    caseNumber: CASE_NUMBER,
    platform: 'DoorDash',
    amount: 20000,
    currency: 'usd',
    status: paid ? 'paid' : 'payment_sent',
    paid,
  },
});

const accepted = { status: 201, body: { version: '2026-11-27', publishedOn: '2026-11-27', locale: 'en', textSha256: 'a'.repeat(64), acceptedAt: '2026-11-27T12:00:00.000Z' } };

const renderPage = (path = `/payment/${TOKEN}`) => renderRoute(<PaymentPage />, '/payment/:token?', path);

describe('payment link page', { timeout: 15_000 }, () => {
  it('shows the case, records the acceptance of the terms when ticked, then takes the intent and pays through the server in test mode', async () => {
    const calls = stubApi({
      [`GET /api/payment/${TOKEN}`]: info(),
      [`POST /api/payment/${TOKEN}/terms-acceptance`]: accepted,
      [`POST /api/payment/${TOKEN}/intent`]: intent('test'),
      'GET /api/config': config('test'),
      'POST /api/payments/test/confirm': { status: 200, body: { success: true, caseNumber: CASE_NUMBER } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading payment information…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure Payment' })).toBeInTheDocument();
    expect(screen.getByText('Ana López')).toBeInTheDocument();
    expect(screen.getByText(CASE_NUMBER)).toBeInTheDocument();
    expect(screen.getByText('DoorDash')).toBeInTheDocument();
    expect(screen.getByText('$200.00 USD')).toBeInTheDocument();

    const pay = await screen.findByRole('button', { name: 'Process Payment' });
    expect(pay).toBeDisabled();
    expect(screen.getByRole('link', { name: /Read the terms and conditions/ })).toHaveAttribute('href', '/terms-conditions');
    expect(calls.some((call) => call.url.endsWith('/intent'))).toBe(false);
    const box = screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' });
    expect(box).toHaveAccessibleDescription(/sign our service agreement electronically/);
    await user.click(box);
    await waitFor(() => expect(pay).toBeEnabled());
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await user.click(pay);

    expect(await screen.findByText('Success page stand-in')).toBeInTheDocument();
    expect(await findToast('Payment Successful')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual([
      'GET /api/config',
      `GET /api/payment/${TOKEN}?lang=en`,
      `POST /api/payment/${TOKEN}/intent`,
      `POST /api/payment/${TOKEN}/terms-acceptance`,
      'POST /api/payments/test/confirm',
    ]);
    // The acceptance comes first, with the version in force and the consent to electronic records.
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/payment/${TOKEN}/terms-acceptance`,
      `/api/payment/${TOKEN}/intent`,
      '/api/payments/test/confirm',
    ]);
    expect(calls.find((call) => call.url.endsWith('/terms-acceptance'))?.body).toEqual({ version: '2026-11-27', locale: 'en', electronicConsent: true });
    expect(calls.at(-1)?.body).toEqual({ clientSecret: 'pi_123_secret_456' });
  });

  it('says the terms must be accepted when the form is sent without the tick', async () => {
    const calls = stubApi({
      [`GET /api/payment/${TOKEN}`]: info(),
      [`POST /api/payment/${TOKEN}/terms-acceptance`]: accepted,
      [`POST /api/payment/${TOKEN}/intent`]: intent('test'),
      'GET /api/config': config('test'),
    });
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Payment method' });
    fireEvent.keyDown(screen.getByLabelText('Card number'), { key: 'Enter' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You must accept the terms and conditions to continue.');
    const checkbox = screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' });
    expect(checkbox).toHaveAccessibleDescription(/^You must accept the terms and conditions to continue\. By ticking the box/);
    fireEvent.submit(form);
    expect(calls.some((call) => call.url.includes('/test/confirm'))).toBe(false);

    await user.click(checkbox);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says when the acceptance could not be recorded, takes no intent, and records it on the next tick', async () => {
    let failures = 1;
    const calls = stubApi({
      [`GET /api/payment/${TOKEN}`]: info(),
      [`POST /api/payment/${TOKEN}/terms-acceptance`]: () => (failures-- > 0 ? new TypeError('Failed to fetch') : accepted),
      [`POST /api/payment/${TOKEN}/intent`]: intent('test'),
      'GET /api/config': config('test'),
    });
    const user = userEvent.setup();
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'I have read and accept the terms and conditions' });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not record your acceptance.');
    expect(box).not.toBeChecked();
    expect(calls.some((call) => call.url.endsWith('/intent'))).toBe(false);
    await user.click(box);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Process Payment' })).toBeEnabled());
  });

  it('shows the Spanish terms message', async () => {
    await i18n.changeLanguage('es');
    stubApi({
      [`GET /api/payment/${TOKEN}`]: info(),
      [`POST /api/payment/${TOKEN}/intent`]: intent('test'),
      'GET /api/config': config('test'),
    });
    const form = await (renderPage(), screen.findByRole('form', { name: 'Método de pago' }));
    fireEvent.submit(form);
    expect(screen.getByRole('alert')).toHaveTextContent('Debes aceptar los términos y condiciones para continuar.');
    expect(screen.getByRole('button', { name: 'Procesar pago' })).toBeDisabled();
  });

  it('shows a paid case as paid, with no form and no payment intent', async () => {
    const calls = stubApi({ [`GET /api/payment/${TOKEN}`]: info(true), 'GET /api/config': config('test') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This case is already paid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View payment confirmation' })).toHaveAttribute('href', `/payment-success/${CASE_NUMBER}`);
    expect(screen.queryByRole('button', { name: 'Process Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the paid panel when the intent answers 409', async () => {
    stubApi({
      [`GET /api/payment/${TOKEN}`]: info(),
      [`POST /api/payment/${TOKEN}/terms-acceptance`]: accepted,
      [`POST /api/payment/${TOKEN}/intent`]: { status: 409, body: { message: 'This case is already paid' } },
      'GET /api/config': config('test'),
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'I have read and accept the terms and conditions' }));
    expect(await screen.findByRole('heading', { name: 'This case is already paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Process Payment' })).not.toBeInTheDocument();
  });

  it('shows "Payment Link Error" with the server message on a 404, and a way home', async () => {
    await i18n.changeLanguage('es');
    const calls = stubApi({ [`GET /api/payment/unknown`]: { status: 404, body: { message: 'Enlace de pago no válido (servidor)' } } });
    renderPage('/payment/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error en el enlace de pago' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Enlace de pago no válido (servidor)');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(calls[0]?.url).toBe('/api/payment/unknown?lang=es');
  });

  it('falls back to "Invalid payment link" when the server sends no message', async () => {
    stubApi({ [`GET /api/payment/unknown`]: { status: 404 } });
    renderPage('/payment/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Link Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid payment link');
  });

  it('says "Failed to load payment information" when the server cannot be reached, and offers a retry', async () => {
    stubApi({ [`GET /api/payment/${TOKEN}`]: new TypeError('Failed to fetch') });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Link Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load payment information');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the error screen without a token and asks the server nothing', async () => {
    const calls = stubApi({});
    renderPage('/payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Link Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid payment link');
    expect(calls).toEqual([]);
  });

  it('is a public page inside the site frame, and loads no Stripe.js in test mode', async () => {
    stubApi({
      [`GET /api/payment/${TOKEN}`]: info(),
      [`POST /api/payment/${TOKEN}/intent`]: intent('test'),
      'GET /api/config': config('test'),
    });
    renderApp(`/payment/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure Payment' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Process Payment' })).toBeInTheDocument();
    expect(document.querySelector('script[src^="https://js.stripe.com/"]')).toBeNull();
  });
});
