import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailsTo, query } from './utils/run';

const SUBJECT = 'Your case form is saved: finish it in a few minutes';

async function fillStepOne(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('López');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('(555) 123-4567');
  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'DoorDash' }).click();
}

/** The link from the e-mail, opened as the visitor would: a new browser window, nothing kept from before. */
async function openLink(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

test.describe('saving the home form and coming back to it', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('a visitor who fills step 1 and leaves gets one e-mail; its link restores the fields; an expired draft says so', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const email = `draft.${Date.now()}@resume.example.com`;
    await page.goto('/?lang=en#application-form');
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(page.getByText(/Saved answers are deleted after 7 days/)).toBeVisible();

    const saved = page.waitForResponse((res) => res.url().endsWith('/api/drafts') && res.request().method() === 'POST');
    await fillStepOne(page, email);
    expect((await saved).status()).toBe(201);
    await page.close(); // the visitor leaves

    // The worker notices the draft was left (20 s of quiet in this test server) and writes once.
    await expect.poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 90_000, intervals: [1000] }).toEqual([SUBJECT]);
    const [mail] = mailsTo(email);
    expect(mail!.text).toContain('Hi Ana,');
    expect(mail!.text).toMatch(/files you attached are not saved/);
    const link = /http:\/\/\S+\/\?lang=en#draft=[\w-]{32}/.exec(mail!.text)?.[0];
    expect(link).toBeTruthy();

    const back = await openLink(browser, link!);
    await expect(back.getByText('Welcome back: your answers are filled in again.', { exact: false })).toBeVisible();
    await expect(back.getByLabel('First name')).toHaveValue('Ana');
    await expect(back.getByLabel('Last name')).toHaveValue('López');
    await expect(back.getByLabel('Email')).toHaveValue(email);
    await expect(back.getByLabel('Phone number')).toHaveValue('(555) 123-4567');
    await expect(back.getByRole('combobox', { name: 'Platform' })).toHaveText('DoorDash');
    // The token is out of the address bar; the page stands at the form.
    expect(new URL(back.url()).hash).toBe('#application-form');
    await back.getByRole('button', { name: 'Next' }).click();
    await expect(back.getByText('Step 2 of 3')).toBeVisible();
    await back.close();

    // Still one e-mail, however long the draft sits (and it was saved again meanwhile).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(mailsTo(email)).toHaveLength(1);

    // Eight days on, the same link is expired: the form says so and starts empty.
    await query(`update application_draft set saved_at = now() - interval '8 days' where email = $1`, [email]);
    const late = await openLink(browser, link!);
    await expect(late.getByRole('alert').filter({ hasText: 'This link has expired' })).toBeVisible();
    await expect(late.getByText(/We keep unfinished forms for 7 days/)).toBeVisible();
    await expect(late.getByLabel('First name')).toHaveValue('');
    await expect(late.getByLabel('Email')).toHaveValue('');
  });

  test('a visitor can say no: the draft is deleted and nothing more is saved', async ({ page }) => {
    const email = `nosave.${Date.now()}@resume.example.com`;
    await page.goto('/?lang=en#application-form');
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/drafts') && res.request().method() === 'POST');
    await fillStepOne(page, email);
    await saved;
    expect(await query(`select 1 from application_draft where email = $1`, [email])).toHaveLength(1);
    const deleted = page.waitForResponse((res) => res.url().includes('/api/drafts/') && res.request().method() === 'DELETE');
    await page.getByRole('button', { name: "Don't save my answers" }).click();
    expect((await deleted).status()).toBe(204);
    await expect(page.getByText('Your answers are not saved')).toBeVisible();
    await page.getByLabel('First name').fill('Anabel');
    await page.waitForTimeout(2500);
    expect(await query(`select 1 from application_draft where email = $1`, [email])).toHaveLength(0);
  });
});
