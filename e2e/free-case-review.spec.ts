import { IDEMPOTENCY_KEY_PATTERN } from '@reactivation/contracts';
import { expect, test, type Page } from '@playwright/test';
import { openReady } from './utils/pages';
import { STAFF_EMAIL, mailsTo, query } from './utils/run';

const CASE_NUMBER = /DR-\d{4}-\d{6,}/;

async function fillContact(page: Page, values: { name?: string; email?: string; phone?: string }) {
  if (values.name !== undefined) await page.getByLabel('Full name').fill(values.name);
  if (values.email !== undefined) await page.getByLabel('Email').fill(values.email);
  if (values.phone !== undefined) await page.getByLabel('Phone number').fill(values.phone);
}

async function fillDetails(page: Page, attempted: 'yes' | 'no') {
  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'DoorDash' }).click();
  await page.getByLabel('Date of deactivation').fill('2025-06-01');
  await page.getByLabel('Reason the platform gave').fill('Flagged for late deliveries during a storm.');
  await page.getByRole('radio', { name: attempted === 'yes' ? 'Yes, I contacted support' : "No, I didn't try" }).click();
}

for (const width of [390, 1280]) {
  test.describe(`free case review at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('step 1 applies the SPEC §5 e-mail, phone and name rules', async ({ page }) => {
      await openReady(page, '/free-case-review?lang=en');
      await expect(page.getByText('Step 1 of 3')).toBeVisible();
      await expect(page.getByText('33% complete')).toBeVisible();
      const proceed = page.getByRole('button', { name: 'Continue' });

      await proceed.click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expect(page.getByText('Phone number is required')).toBeVisible();
      await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

      await fillContact(page, { name: 'Marcus Reed', email: 'marcus@example', phone: '555-1234' });
      await expect(page.getByText('Email is required')).toBeHidden(); // editing clears the error
      await proceed.click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');

      await fillContact(page, { email: 'marcus@example.com' });
      await expect(page.getByText('Please enter a valid email address')).toBeHidden();
      await fillContact(page, { phone: '0555123456' });
      await proceed.click();
      await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

      await fillContact(page, { name: '   ', phone: '+1 (555) 987-6543' });
      await proceed.click();
      await expect(page.getByText('Step 1 of 3')).toBeVisible();
      await fillContact(page, { name: 'Marcus Reed' });
      await proceed.click();
      await expect(page.getByText('Step 2 of 3')).toBeVisible();
      await expect(page.getByText('67% complete')).toBeVisible();
    });

    test('a complete review is stored, e-mailed, confirmed with its case number, and the wizard starts over', async ({ page }) => {
      const email = `marcus.${width}@review.example.com`;
      await openReady(page, '/free-case-review?lang=en');
      await fillContact(page, { name: 'Marcus Reed', email, phone: '+1 555 987 6543' });
      await page.getByRole('button', { name: 'Continue' }).click();

      const proceed = page.getByRole('button', { name: 'Continue' });
      await expect(proceed).toBeDisabled();
      await expect(page.getByLabel('What did support tell you?')).toHaveCount(0);
      await fillDetails(page, 'yes');
      await expect(page.getByLabel('What did support tell you?')).toBeVisible();
      await page.getByLabel('What did support tell you?').fill('They said the decision is final.');
      await expect(proceed).toBeEnabled();
      await proceed.click();

      await expect(page.getByText('Step 3 of 3')).toBeVisible();
      const submit = page.getByRole('button', { name: 'Submit my free review' });
      await expect(submit).toBeDisabled();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByText('Step 2 of 3')).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Describe your case').fill('Four years on DoorDash with a 4.9 rating.');
      await expect(submit).toBeEnabled();

      const answer = page.waitForResponse('**/api/submit-case-review');
      await submit.click();
      const response = await answer;
      // One key per attempt, so a resend of this review is this case (ADR 0024).
      expect(response.request().headers()['idempotency-key']).toMatch(IDEMPOTENCY_KEY_PATTERN);
      const body = await response.json();
      expect(body.caseNumber).toMatch(CASE_NUMBER);

      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(`Thank you! Your case review has been submitted successfully. Case Number: ${body.caseNumber}`);
      await expect(dialog).toContainText(
        'Our experts will contact you within 24 hours via email and phone to discuss your case and provide next steps.',
      );
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByText('Step 1 of 3')).toBeVisible();
      await expect(page.getByLabel('Full name')).toHaveValue('');

      const [stored] = await query<{ first_name: string; last_name: string; source: string; support_response: string }>(
        'select first_name, last_name, source, support_response from application where case_number = $1',
        [body.caseNumber],
      );
      expect(stored).toEqual({
        first_name: 'Marcus',
        last_name: 'Reed',
        source: 'case_review',
        support_response: 'They said the decision is final.',
      });
      await expect.poll(() => mailsTo(email).map((mail) => mail.subject)).toEqual([`We received your case ${body.caseNumber}`]);
      await expect.poll(() => mailsTo(STAFF_EMAIL).filter((mail) => mail.subject.includes(body.caseNumber)).length).toBe(1);
    });

    test('a failed submission shows the SPEC §8 error', async ({ page }) => {
      await page.route('**/api/submit-case-review', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"down"}' }),
      );
      await openReady(page, '/free-case-review?lang=en');
      await fillContact(page, { name: 'Marcus Reed', email: 'marcus.reed@example.com', phone: '+1 555 987 6543' });
      await page.getByRole('button', { name: 'Continue' }).click();
      await fillDetails(page, 'no');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Describe your case').fill('Short story.');
      await page.getByRole('button', { name: 'Submit my free review' }).click();
      await expect(page.getByRole('alertdialog')).toContainText('There was an error submitting your case review. Please try again.');
    });
  });
}

test('the rules speak Spanish to a Spanish visitor', async ({ page }) => {
  await openReady(page, '/free-case-review?lang=es');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
  await expect(page.getByText('El teléfono es obligatorio')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('no');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Introduce un correo electrónico válido')).toBeVisible();
});
