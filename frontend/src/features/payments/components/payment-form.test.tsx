import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/payment.json';
import es from '@/locales/es/payment.json';
import { CASE_NUMBER, stubApi } from '@/testing/fake-payments-api';
import { findToast, renderRoute } from '@/testing/render';
import type { Stripe, StripeConstructor, StripePaymentIntentResult } from '../lib/load-stripe';
import { PaymentForm, type PaymentFormProps } from './payment-form';
import { reportConversion } from '@/lib/ad-tag';

vi.mock('@/lib/ad-tag', () => ({ reportConversion: vi.fn(async () => undefined) }));

registerNamespace('payment', { en, es });

const SECRET = 'pi_123_secret_456';
let keyCount = 0;
const newKey = () => `pk_test_${(keyCount += 1)}`;

function renderForm(props: Partial<PaymentFormProps> = {}) {
  return renderRoute(
    <PaymentForm clientSecret={SECRET} caseNumber={CASE_NUMBER} mode="test" publishableKey={null} {...props} />,
    '/pay',
    '/pay',
  );
}

const payButton = () => screen.getByRole('button', { name: /Process Payment|Processing\.\.\./ });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * A stand-in for window.Stripe (unstubbed after each test): the Payment Element reports ready only
 * when the test says so. The loader keeps one Stripe object per key, so give each test its own key.
 */
function fakeStripe(result: StripePaymentIntentResult = { paymentIntent: { id: 'pi_123', status: 'succeeded' } }) {
  const handlers: Record<string, () => void> = {};
  const element = {
    mount: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((event: string, handler: () => void) => {
      handlers[event] = handler;
      return element;
    }),
  };
  const elements = { create: vi.fn(() => element) };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(async () => result),
  } satisfies Stripe;
  const create = vi.fn<StripeConstructor>(() => stripe);
  vi.stubGlobal('Stripe', create);
  return { create, stripe, elements, element, ready: () => handlers.ready?.() };
}

describe('PaymentForm', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.mocked(reportConversion).mockClear();
  });

  it('has the same payment texts in English and Spanish, the toasts worded as SPEC §8 says', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
    expect(en.toast).toMatchObject({
      successTitle: 'Payment Successful',
      successBody: 'Your application has been submitted successfully!',
      failedTitle: 'Payment Failed',
      errorTitle: 'Payment Error',
    });
    expect(es.terms.required).toBe('Debes aceptar los términos y condiciones para continuar.');
  });

  describe('test mode', () => {
    it('shows a labelled example card and a readable notice that nothing real is charged', () => {
      stubApi({});
      renderForm();
      expect(screen.getByRole('form', { name: 'Payment method' })).toBeInTheDocument();
      expect(screen.getByText(/Test mode: no real card is charged/)).toBeVisible();
      expect(screen.getByRole('group', { name: 'Test card' })).toHaveAccessibleDescription(/Test mode: no real card is charged/);
      expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
      expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveValue('12/34');
      expect(screen.getByLabelText('CVC')).toHaveValue('123');
      expect(screen.getByLabelText('Name on card')).toHaveValue('');
      expect(payButton()).toHaveTextContent('Process Payment');
      expect(payButton()).toBeEnabled();
    });

    it('confirms through the server, then toasts, reports the conversion and opens the success page', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const calls = stubApi({
        'POST /api/payments/test/confirm': async () => {
          await held;
          return { status: 200, body: { success: true, caseNumber: CASE_NUMBER } };
        },
      });
      const onPaid = vi.fn();
      const user = userEvent.setup();
      renderForm({ onPaid });

      await user.click(payButton());
      expect(payButton()).toHaveTextContent('Processing...');
      expect(payButton()).toBeDisabled();
      expect(screen.getByLabelText('Card number')).toBeDisabled();
      await act(async () => release());

      expect(await screen.findByText('Success page stand-in')).toBeInTheDocument();
      expect(await findToast('Payment Successful')).toBeInTheDocument();
      expect(screen.getByText('Your application has been submitted successfully!')).toBeInTheDocument();
      expect(calls).toEqual([
        { method: 'POST', url: '/api/payments/test/confirm', body: { clientSecret: SECRET } },
      ]);
      expect(reportConversion).toHaveBeenCalledWith(CASE_NUMBER);
      expect(onPaid).toHaveBeenCalledWith(CASE_NUMBER);
    });

    it('shows "Payment Error" with the reason when the request fails, and stays', async () => {
      stubApi({ 'POST /api/payments/test/confirm': { status: 409, body: { message: 'This case is already paid' } } });
      const user = userEvent.setup();
      renderForm();
      await user.click(payButton());
      expect(await findToast('Payment Error')).toBeInTheDocument();
      expect(screen.getByText('This case is already paid')).toBeInTheDocument();
      expect(payButton()).toHaveTextContent('Process Payment');
      expect(payButton()).toBeEnabled();
      expect(screen.queryByText('Success page stand-in')).not.toBeInTheDocument();
      expect(reportConversion).not.toHaveBeenCalled();
    });

    it('shows the network error as "Payment Error" too', async () => {
      stubApi({ 'POST /api/payments/test/confirm': new TypeError('Failed to fetch') });
      const user = userEvent.setup();
      renderForm();
      await user.click(payButton());
      expect(await findToast('Payment Error')).toBeInTheDocument();
      expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
    });

    it('holds the payment while canPay is false and reports the attempt', async () => {
      const calls = stubApi({});
      const onBlocked = vi.fn();
      renderForm({ canPay: false, onBlocked });
      expect(payButton()).toBeDisabled();
      fireEvent.keyDown(screen.getByLabelText('Card number'), { key: 'Enter' });
      fireEvent.submit(screen.getByRole('form', { name: 'Payment method' }));
      expect(onBlocked).toHaveBeenCalledTimes(2);
      expect(calls).toEqual([]);
    });

    it('speaks Spanish', async () => {
      await i18n.changeLanguage('es');
      stubApi({});
      renderForm();
      expect(screen.getByText(/Modo de prueba: no se cobra ninguna tarjeta real/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Procesar pago' })).toBeEnabled();
    });
  });

  describe('stripe mode', () => {
    it('mounts the Payment Element and enables the button only once it is ready', async () => {
      const fake = fakeStripe();
      const key = newKey();
      renderForm({ mode: 'stripe', publishableKey: key });
      expect(payButton()).toBeDisabled();
      await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
      expect(fake.create).toHaveBeenCalledWith(key);
      expect(fake.stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: SECRET, locale: 'en' }));
      expect(fake.elements.create).toHaveBeenCalledWith('payment');
      expect(screen.getByText('Loading the secure card form…')).toBeInTheDocument();
      expect(payButton()).toBeDisabled();
      act(() => fake.ready());
      expect(payButton()).toBeEnabled();
      expect(screen.queryByText('Loading the secure card form…')).not.toBeInTheDocument();
      expect(document.querySelector('script[src^="https://js.stripe.com/"]')).toBeNull();
    });

    it('confirms with the client secret, a return address on this site, and no redirect unless required', async () => {
      const fake = fakeStripe();
      const calls = stubApi({});
      const user = userEvent.setup();
      renderForm({ mode: 'stripe', publishableKey: newKey() });
      await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
      act(() => fake.ready());
      await user.click(payButton());
      expect(await screen.findByText('Success page stand-in')).toBeInTheDocument();
      expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({
        elements: fake.elements,
        confirmParams: { return_url: `${window.location.origin}/payment-success/${CASE_NUMBER}` },
        redirect: 'if_required',
      });
      expect(await findToast('Payment Successful')).toBeInTheDocument();
      expect(reportConversion).toHaveBeenCalledWith(CASE_NUMBER);
      expect(calls).toEqual([]);
    });

    it('shows "Payment Failed" with the provider message and stays', async () => {
      const fake = fakeStripe({ error: { type: 'card_error', message: 'Your card was declined.' } });
      const user = userEvent.setup();
      renderForm({ mode: 'stripe', publishableKey: newKey() });
      await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
      act(() => fake.ready());
      await user.click(payButton());
      expect(await findToast('Payment Failed')).toBeInTheDocument();
      expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
      expect(payButton()).toHaveTextContent('Process Payment');
      expect(payButton()).toBeEnabled();
      expect(screen.queryByText('Success page stand-in')).not.toBeInTheDocument();
      expect(reportConversion).not.toHaveBeenCalled();
    });

    it('says card payments are unavailable when there is no publishable key', () => {
      fakeStripe();
      renderForm({ mode: 'stripe', publishableKey: null });
      expect(screen.getByRole('alert')).toHaveTextContent('Card payments are not available right now');
      expect(payButton()).toBeDisabled();
    });
  });
});
