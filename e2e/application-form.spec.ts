import { IDEMPOTENCY_KEY_PATTERN } from '@reactivation/contracts';
import { expect, test, type Page } from '@playwright/test';
import { STAFF_EMAIL, mailsTo, query } from './utils/run';

// A real 1 × 1 PNG: the server reads an image's header (its size) before taking it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

async function openForm(page: Page) {
  await page.goto('/?lang=en#application-form');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
}

async function fillPersonal(page: Page, email = 'ana.lopez@example.com') {
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('López');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('(555) 123-4567');
  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'DoorDash' }).click();
}

async function fillDetails(page: Page) {
  await page.getByLabel('Date of deactivation').fill('2025-06-01');
  await page.getByLabel('Reason for the deactivation').fill('Two late deliveries during a storm.');
  await page.getByRole('radio', { name: 'Yes, I contacted support' }).click();
}

for (const width of [390, 1280]) {
  test.describe(`home application form at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('step 1 names each SPEC §5 rule and shows the toast; edited fields lose their error', async ({ page }) => {
      await openForm(page);
      await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Please fill all required fields', { exact: true })).toBeVisible();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expect(page.getByText('Phone number is required')).toBeVisible();
      await expect(page.getByText('First name is required')).toBeVisible();
      await expect(page.getByText('Please choose a platform')).toBeVisible();

      await page.getByLabel('Email').fill('ana@example');
      await expect(page.getByText('Email is required')).toBeHidden();
      await page.getByLabel('Phone number').fill('0555123456');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    });

    test('documents are checked, removable, stored with the case, both e-mails go out, and step 3 shows the number and fee', async ({
      page,
    }) => {
      const email = `ana.${width}@form.example.com`;
      await openForm(page);
      await fillPersonal(page, email);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Step 2 of 3')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();

      const picker = page.locator('input[type=file]');
      await picker.setInputFiles([{ name: 'virus.gif', mimeType: 'image/gif', buffer: PNG }]);
      await expect(page.getByText('Some files were rejected', { exact: true })).toBeVisible();
      await expect(page.getByText('Only .png, .jpg, .jpeg and .pdf files under 10MB are allowed.', { exact: true })).toBeVisible();
      await picker.setInputFiles([{ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10_485_761, 0x25) }]);
      await expect(page.getByRole('list', { name: 'Chosen documents' })).toHaveCount(0);
      await picker.setInputFiles([
        { name: 'screenshot.png', mimeType: 'image/png', buffer: PNG },
        { name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF },
        { name: 'extra.pdf', mimeType: 'application/pdf', buffer: PDF },
      ]);
      await page.getByRole('button', { name: 'Remove extra.pdf' }).click();
      await expect(page.getByRole('list', { name: 'Chosen documents' }).getByRole('listitem')).toHaveCount(2);

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Please fill all required fields', { exact: true })).toBeVisible();
      await fillDetails(page);
      const answer = page.waitForResponse('**/api/applications');
      await page.getByRole('button', { name: 'Next' }).click();
      const response = await answer;
      // One key per attempt, so a resend of this form is this case (ADR 0024).
      expect(response.request().headers()['idempotency-key']).toMatch(IDEMPOTENCY_KEY_PATTERN);
      const body = await response.json();
      expect(body.success).toBe(true);
      await expect(page.getByText('Step 3 of 3')).toBeVisible();
      await expect(page.getByText(body.caseNumber, { exact: true })).toBeVisible();
      await expect(page.getByText('$200.00 USD').first()).toBeVisible();

      const [stored] = await query<{ source: string; documents: string; platform: string }>(
        `select a.source, a.platform, (select count(*) from application_document d where d.application_id = a.id) as documents
         from application a where a.case_number = $1`,
        [body.caseNumber],
      );
      expect(stored).toEqual({ source: 'home_form', platform: 'doordash', documents: '2' });
      await expect.poll(() => mailsTo(email).map((mail) => mail.subject)).toEqual([`We received your case ${body.caseNumber}`]);
      await expect.poll(() => mailsTo(STAFF_EMAIL).filter((mail) => mail.subject.includes(body.caseNumber)).length).toBe(1);
    });

    test('step 2 names its rules, and while the case uploads Previous is disabled and Next is busy', async ({ page }) => {
      await openForm(page);
      await fillPersonal(page, `busy.${width}@form.example.com`);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Deactivation date is required')).toBeVisible();
      await expect(page.getByText('This field is required')).toBeVisible();
      await expect(page.getByText('Please tell us whether you contacted support')).toBeVisible();

      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/applications', async (route) => {
        await held;
        await route.continue();
      });
      await fillDetails(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
      release();
      await expect(page.getByText('Step 3 of 3')).toBeVisible();
    });

    test('a refused submission shows "Submission Error" with the server message and stays on step 2', async ({ page }) => {
      await page.route('**/api/applications', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Storage is unavailable"}' }),
      );
      await openForm(page);
      await fillPersonal(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await fillDetails(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Submission Error', { exact: true })).toBeVisible();
      await expect(page.getByText('Storage is unavailable', { exact: true })).toBeVisible();
      await expect(page.getByText('Step 2 of 3')).toBeVisible();
    });
  });
}
