import { fireEvent, screen } from '@testing-library/react';
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

const renderPage = (path = `/payment/${TOKEN}`) => renderRoute(<PaymentPage />, '/payment/:token?', path);

describe('payment link page', { timeout: 15_000 }, () => {
  it('shows the case, then the form once the terms are accepted, and pays through the server in test mode', async () => {
    const calls = stubApi({
      [`GET /api/payment/${TOKEN}`]: info(),
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
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }));
    expect(pay).toBeEnabled();
    await user.click(pay);

    expect(await screen.findByText('Success page stand-in')).toBeInTheDocument();
    expect(await findToast('Payment Successful')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual([
      'GET /api/config',
      `GET /api/payment/${TOKEN}?lang=en`,
      `POST /api/payment/${TOKEN}/intent`,
      'POST /api/payments/test/confirm',
    ]);
    expect(calls.at(-1)?.body).toEqual({ clientSecret: 'pi_123_secret_456' });
  });

  it('says the terms must be accepted when the form is sent without the tick', async () => {
    const calls = stubApi({
      [`GET /api/payment/${TOKEN}`]: info(),
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
    expect(checkbox).toHaveAccessibleDescription('You must accept the terms and conditions to continue.');
    fireEvent.submit(form);
    expect(calls.some((call) => call.url.includes('/test/confirm'))).toBe(false);

    await user.click(checkbox);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
      [`POST /api/payment/${TOKEN}/intent`]: { status: 409, body: { message: 'This case is already paid' } },
      'GET /api/config': config('test'),
    });
    renderPage();
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
