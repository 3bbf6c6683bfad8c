import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_PATTERN } from '@reactivation/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixJsdomPolyfills } from '@/components/ui/test-polyfills';
import { renderWithProviders } from '@/testing/render';
import { CaseReviewWizard } from './case-review-wizard';

beforeAll(installRadixJsdomPolyfills);
afterEach(() => vi.unstubAllGlobals());

type Sent = { key: string | null; body: { description?: string } };

/** Stubs fetch for the wizard's POST: each call takes the next answer (an Error is a lost connection). */
function stubSubmit(answers: Array<{ status: number; body: unknown } | Error>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith('/api/submit-case-review')) return new Response('{}', { status: 404 });
      sent.push({ key: new Headers(init?.headers).get('Idempotency-Key'), body: JSON.parse(String(init?.body)) as Sent['body'] });
      const answer = answers.shift() ?? new Error('no answer left');
      if (answer instanceof Error) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

describe('the case-review wizard sends one key per attempt', { timeout: 20_000 }, () => {
  it('a resend after a failure keeps the key; edited answers get a new one', async () => {
    const sent = stubSubmit([
      new Error('timeout'),
      { status: 500, body: { message: 'down' } },
      { status: 201, body: { success: true, caseNumber: 'DR-2026-000321' } },
    ]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // no analytics tag on a test page
    const user = userEvent.setup();
    renderWithProviders(<CaseReviewWizard />);

    await user.type(screen.getByLabelText('Full name'), 'Marcus Reed');
    await user.type(screen.getByLabelText('Email'), 'marcus@example.com');
    await user.type(screen.getByLabelText('Phone number'), '+1 555 987 6543');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('combobox', { name: 'Platform' }));
    await user.click(await screen.findByRole('option', { name: 'DoorDash' }));
    fireEvent.change(screen.getByLabelText('Date of deactivation'), { target: { value: '2025-06-01' } });
    await user.type(screen.getByLabelText('Reason the platform gave'), 'Late deliveries');
    await user.click(screen.getByRole('radio', { name: "No, I didn't try" }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Describe your case'), 'Four years on DoorDash.');

    const submitAndClose = async () => {
      await user.click(screen.getByRole('button', { name: 'Submit my free review' }));
      // The answer comes back through the form's submit chain; on a busy machine that takes more than findBy's default second.
      const dialog = await screen.findByRole('alertdialog', {}, { timeout: 8_000 });
      const text = dialog.textContent ?? '';
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      return text;
    };
    expect(await submitAndClose()).toMatch(/error submitting/);
    expect(await submitAndClose()).toMatch(/error submitting/);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(sent[1]!.key).toBe(sent[0]!.key);

    await user.type(screen.getByLabelText('Describe your case'), ' Rated 4.9.');
    expect(await submitAndClose()).toMatch(/DR-2026-000321/);
    expect(sent).toHaveLength(3);
    expect(sent[2]!.body.description).toBe('Four years on DoorDash. Rated 4.9.');
    expect(sent[2]!.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });
});
