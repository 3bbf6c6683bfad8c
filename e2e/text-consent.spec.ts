import { TEXT_CONSENT_VERSION } from '@reactivation/contracts';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { submitCaseReview } from './utils/cases';
import { openReady } from './utils/pages';
import { query } from './utils/run';

/** The box's words, as the site's locale files give them (ADR 0035). */
const words = (lang: 'en' | 'es') =>
  JSON.parse(readFileSync(join(__dirname, `../frontend/src/locales/${lang}/text-consent.json`), 'utf8')) as Record<string, string>;
const en = words('en');
const es = words('es');

interface ConsentRow {
  kind: string;
  channel: string;
  version: string;
  source: string;
  addressed: boolean;
}

/** The consent stored for the case (the forms' consents are stored by the worker once the case is in). */
function consentOf(caseNumber: string): Promise<ConsentRow[]> {
  return query<ConsentRow>(
    `select c.kind, c.channel, c.version, c.source, c.address is not null as addressed
     from text_consent c join application a on a.id = c.application_id where a.case_number = $1`,
    [caseNumber],
  );
}

async function expectUncheckedBox(page: Page, label: string) {
  const box = page.getByRole('checkbox', { name: label });
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();
  return box;
}

test.describe('text-message consent', () => {
  test('the home form: the box is unchecked, in English and Spanish, and a checked box is recorded with the case', async ({ page }) => {
    await openReady(page, '/?lang=es#application-form');
    await expectUncheckedBox(page, es.label!);

    await openReady(page, '/?lang=en#application-form');
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    const box = await expectUncheckedBox(page, en.label!);
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('López');
    await page.getByLabel('Email').fill(`texts.home.${Date.now()}@form.example.com`);
    await page.getByLabel('Phone number').fill('(555) 201-4567');
    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'DoorDash' }).click();
    await box.check();
    await expect(page.getByRole('radio', { name: en.sms! })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await page.getByLabel('Date of deactivation').fill('2025-06-01');
    await page.getByLabel('Reason for the deactivation').fill('Two late deliveries during a storm.');
    await page.getByRole('radio', { name: 'Yes, I contacted support' }).click();
    const answer = page.waitForResponse('**/api/applications');
    await page.getByRole('button', { name: 'Next' }).click();
    const body = (await (await answer).json()) as { caseNumber: string };
    await expect(page.getByText('Step 3 of 3')).toBeVisible();

    await expect.poll(() => consentOf(body.caseNumber)).toEqual([
      { kind: 'given', channel: 'sms', version: TEXT_CONSENT_VERSION, source: 'home_form', addressed: true },
    ]);
  });

  test('the case-review wizard: unchecked until checked, WhatsApp chosen, recorded with the case', async ({ page }) => {
    await openReady(page, '/free-case-review?lang=es');
    await expectUncheckedBox(page, es.label!);

    await openReady(page, '/free-case-review?lang=en');
    await page.getByLabel('Full name').fill('Marcus Reed');
    await page.getByLabel('Email').fill(`texts.review.${Date.now()}@review.example.com`);
    await page.getByLabel('Phone number').fill('+1 555 202 6543');
    const box = await expectUncheckedBox(page, en.label!);
    await box.check();
    await page.getByRole('radio', { name: en.whatsapp! }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'DoorDash' }).click();
    await page.getByLabel('Date of deactivation').fill('2025-06-01');
    await page.getByLabel('Reason the platform gave').fill('Flagged for late deliveries during a storm.');
    await page.getByRole('radio', { name: "No, I didn't try" }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Describe your case').fill('Four years on DoorDash with a 4.9 rating.');
    const answer = page.waitForResponse('**/api/submit-case-review');
    await page.getByRole('button', { name: 'Submit my free review' }).click();
    const body = (await (await answer).json()) as { caseNumber: string };
    await expect(page.getByRole('alertdialog')).toContainText(body.caseNumber);

    await expect.poll(() => consentOf(body.caseNumber)).toEqual([
      { kind: 'given', channel: 'whatsapp', version: TEXT_CONSENT_VERSION, source: 'case_review', addressed: true },
    ]);
  });

  test('the case room: a client who did not consent on the form checks the box there, in Spanish, and it is recorded', async ({ page, request }) => {
    const caseNumber = await submitCaseReview(request, { email: `texts.room.${Date.now()}@room.example.com`, phone: '+1 555 203 6543', locale: 'es' });
    const [row] = await query<{ status_token: string }>('select status_token from application where case_number = $1', [caseNumber]);
    await openReady(page, `/case/${row!.status_token}?lang=es`);
    await expect(page.getByRole('heading', { name: es.title! })).toBeVisible();
    const box = await expectUncheckedBox(page, es.label!);
    const save = page.getByRole('button', { name: es.save! });
    await expect(save).toBeDisabled();
    await box.check();
    await save.click();
    await expect(page.getByText(es.on!)).toBeVisible();
    expect(await consentOf(caseNumber)).toEqual([
      { kind: 'given', channel: 'sms', version: TEXT_CONSENT_VERSION, source: 'case_room', addressed: true },
    ]);
  });
});
