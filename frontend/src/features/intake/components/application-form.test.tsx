import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_PATTERN } from '@reactivation/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRadixJsdomPolyfills } from '@/components/ui/test-polyfills';
import { stubApi } from '@/testing/fake-payments-api';
import { FakeXhr } from '@/testing/fake-xhr';
import { findToast, renderRoute } from '@/testing/render';
import { ApplicationForm } from './application-form';

beforeAll(installRadixJsdomPolyfills);
beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  stubApi({}); // the draft autosave and the payment step's calls, not looked at here
});
afterEach(() => vi.unstubAllGlobals());

describe('the home form sends one key per attempt', { timeout: 20_000 }, () => {
  it('a resend after a lost connection keeps the key; an edited answer gets a new one', async () => {
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

    const send = async () => {
      const before = FakeXhr.instances.length;
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(FakeXhr.instances).toHaveLength(before + 1));
      return FakeXhr.last();
    };
    const first = await send();
    expect(first.url).toBe('/api/applications');
    first.fail();
    expect(await findToast('Submission Error')).toBeInTheDocument();
    const resend = await send();
    expect(first.headers['Idempotency-Key']).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(resend.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    resend.respond(503, { success: false, message: 'Briefly unavailable' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());

    await fill('Reason for the deactivation', ' during a storm');
    const edited = await send();
    expect((edited.body as FormData).get('deactivationReason')).toBe('Customer complaint during a storm');
    expect(edited.headers['Idempotency-Key']).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(edited.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });
});
