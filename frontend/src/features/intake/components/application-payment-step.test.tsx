import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixJsdomPolyfills } from '@/components/ui/test-polyfills';
import { CASE_NUMBER, config, intent, stubApi } from '@/testing/fake-payments-api';
import { findToast, renderRoute } from '@/testing/render';
import { ApplicationForm } from './application-form';
import { ApplicationPaymentStep } from './application-payment-step';

beforeAll(installRadixJsdomPolyfills);

const APPLICATION_ID = '0b6f1c1e-7d3a-4f7e-9a55-2f4c2a1d9e10';

function renderStep() {
  return renderRoute(<ApplicationPaymentStep applicationId={APPLICATION_ID} caseNumber={CASE_NUMBER} />, '/', '/');
}

/** A stand-in XMLHttpRequest for POST /api/applications, answering 201 with the new case. */
function acceptApplication() {
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload = {};
    onload?: () => void;
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      this.status = 201;
      this.statusText = 'Created';
      this.responseText = JSON.stringify({ success: true, applicationId: APPLICATION_ID, caseNumber: CASE_NUMBER, message: 'Saved' });
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

const accepted = { status: 201, body: { version: '2026-11-27', publishedOn: '2026-11-27', locale: 'en', textSha256: 'a'.repeat(64), acceptedAt: '2026-11-27T12:00:00.000Z' } };
const termsBox = () => screen.findByRole('checkbox', { name: 'I have read and accept the terms and conditions' });

describe('home form, step 3 (payment)', { timeout: 20_000 }, () => {
  it('shows the summary and the payment form; ticking the terms records the acceptance, then the intent is created and the payment goes through', async () => {
    const calls = stubApi({
      'POST /api/terms-acceptance': accepted,
      'POST /api/create-payment-intent': intent('test'),
      'GET /api/config': config('test'),
      'POST /api/payments/test/confirm': { status: 200, body: { success: true, caseNumber: CASE_NUMBER } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderStep();
    expect(screen.getByText(CASE_NUMBER)).toBeInTheDocument();
    expect(screen.getByText('Account reactivation service (one-time fee)')).toBeInTheDocument();
    expect(screen.getAllByText('$200.00 USD')).toHaveLength(2);
    expect(screen.getByText('Preparing your secure payment…')).toBeInTheDocument();

    const pay = await screen.findByRole('button', { name: 'Process Payment' });
    expect(screen.getByText(/Test mode: no real card is charged/)).toBeInTheDocument();
    expect(pay).toBeDisabled();
    expect(calls.some((call) => call.url === '/api/create-payment-intent')).toBe(false);
    await user.click(await termsBox());
    await waitFor(() => expect(pay).toBeEnabled());
    expect(calls.find((call) => call.url === '/api/terms-acceptance')?.body).toEqual({
      applicationId: APPLICATION_ID,
      version: '2026-11-27',
      locale: 'en',
      electronicConsent: true,
    });
    expect(calls.find((call) => call.url === '/api/create-payment-intent')).toEqual({
      method: 'POST',
      url: '/api/create-payment-intent',
      body: { applicationId: APPLICATION_ID },
    });
    await user.click(pay);
    expect(await screen.findByText('Success page stand-in')).toBeInTheDocument();
    expect(await findToast('Payment Successful')).toBeInTheDocument();
  });

  it('says the case is paid already on a 409, with a link to its confirmation', async () => {
    stubApi({
      'POST /api/terms-acceptance': accepted,
      'POST /api/create-payment-intent': { status: 409, body: { message: 'This case is already paid' } },
      'GET /api/config': config('test'),
    });
    renderStep();
    await userEvent.setup().click(await termsBox());
    expect(await screen.findByRole('heading', { name: 'This case is already paid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View payment confirmation' })).toHaveAttribute('href', `/payment-success/${CASE_NUMBER}`);
    expect(screen.queryByRole('button', { name: 'Process Payment' })).not.toBeInTheDocument();
  });

  it('offers to try again when the intent cannot be created', async () => {
    let failures = 1;
    const calls = stubApi({
      'POST /api/terms-acceptance': accepted,
      'POST /api/create-payment-intent': () => (failures-- > 0 ? new TypeError('Failed to fetch') : intent('test')),
      'GET /api/config': config('test'),
    });
    const user = userEvent.setup();
    renderStep();
    await user.click(await termsBox());
    expect(await screen.findByRole('heading', { name: 'We could not prepare your payment' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Process Payment' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/create-payment-intent')).toHaveLength(2);
  });

  it('opens after step 2 is sent, with the application id from the answer', async () => {
    acceptApplication();
    const calls = stubApi({
      'POST /api/terms-acceptance': accepted,
      'POST /api/create-payment-intent': intent('test'),
      'GET /api/config': config('test'),
    });
    const user = userEvent.setup();
    renderRoute(<ApplicationForm />, '/', '/');

    const fill = async (label: string, value: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    };
    await fill('First name', 'Ana');
    await fill('Last name', 'López');
    await fill('Email', 'ana@example.com');
    await fill('Phone number', '(555) 123-4567');
    await user.click(screen.getByRole('combobox', { name: 'Platform' }));
    await user.click(await screen.findByRole('option', { name: 'DoorDash' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    fireEvent.change(await screen.findByLabelText('Date of deactivation'), { target: { value: '2025-06-01' } });
    await fill('Reason for the deactivation', 'Customer complaint');
    await user.click(screen.getByRole('radio', { name: "No, I didn't try" }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Process Payment' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(await termsBox());
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/create-payment-intent')?.body).toEqual({ applicationId: APPLICATION_ID }),
    );
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    // The payment form is not nested in the application form.
    expect(screen.getByRole('form', { name: 'Payment method' }).parentElement?.closest('form')).toBeNull();
  });
});
