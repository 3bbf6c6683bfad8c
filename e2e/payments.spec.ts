import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { openCaseFromList, signInAsStaff } from './utils/admin';
import { publicPages } from './utils/pages';
import { query } from './utils/run';

/** A case through the home page's form, up to step 3. */
async function submitHomeForm(page: Page, email: string): Promise<string> {
  await page.goto('/?lang=en#application-form');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Delgado');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('(555) 777-1212');
  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Uber Eats' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Date of deactivation').fill('2025-09-01');
  await page.getByLabel('Reason for the deactivation').fill('A customer said the order never arrived.');
  await page.getByRole('radio', { name: "No, I didn't try" }).click();
  const answer = page.waitForResponse('**/api/applications');
  await page.getByRole('button', { name: 'Next' }).click();
  const body = (await (await answer).json()) as { caseNumber: string };
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  return body.caseNumber;
}

/** The case's row in the admin list, found by searching its case number. */
async function adminRow(page: Page, caseNumber: string) {
  await page.getByLabel('Поиск').fill(caseNumber);
  const table = page.getByRole('table', { name: 'Список заявок' });
  await expect(table.getByRole('row')).toHaveCount(2);
  return table.getByRole('row').nth(1);
}

test.describe('payments in test mode', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a client pays from step 3 of the home form, lands on the success page, and staff see the case paid', async ({ page }) => {
    const caseNumber = await submitHomeForm(page, `rosa.${Date.now()}@pay.example.com`);
    await expect(page.getByText('Test mode: no real card is charged.', { exact: false })).toBeVisible();
    const pay = page.getByRole('button', { name: 'Process Payment' });
    // The payment starts only once the terms are accepted; the server records the acceptance.
    await expect(pay).toBeDisabled();
    await page.getByLabel('I have read and accept the terms and conditions').check();
    await expect(pay).toBeEnabled();
    await expect
      .poll(async () => (await query<{ n: number }>('select count(*)::int as n from terms_acceptance t join application a on a.id = t.application_id where a.case_number = $1', [caseNumber]))[0]?.n)
      .toBe(1);
    await pay.click();
    await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
    await page.waitForURL(`**/payment-success/${caseNumber}`);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText(caseNumber, { exact: true })).toBeVisible();
    await expect(page.getByText('In Progress', { exact: true })).toBeVisible();
    // The worker marks the case paid from the payment's event, a moment after the payment.
    await expect
      .poll(async () => (await query<{ status: string }>('select status from application where case_number = $1', [caseNumber]))[0]?.status)
      .toBe('paid');

    await signInAsStaff(page);
    await expect((await adminRow(page, caseNumber)).getByText('Оплачено')).toBeVisible();
  });

  test('staff create a payment link in the panel; the client pays through it after accepting the terms', async ({
    page,
    browser,
  }) => {
    const client = await browser.newPage();
    const caseNumber = await submitHomeForm(client, `link.${Date.now()}@pay.example.com`);

    await signInAsStaff(page);
    await adminRow(page, caseNumber);
    const detail = await openCaseFromList(page, caseNumber);
    await detail.getByRole('button', { name: 'Создать ссылку на оплату' }).click();
    const url = await detail.getByLabel('Ссылка на оплату для клиента').inputValue();
    expect(url).toMatch(/\/payment\/[\w-]{43}$/);

    await client.goto(`${url}?lang=en`);
    await expect(client.getByText(caseNumber, { exact: true })).toBeVisible();
    await expect(client.getByText('Rosa Delgado')).toBeVisible();
    const pay = client.getByRole('button', { name: 'Process Payment' });
    await expect(pay).toBeDisabled();
    await client.getByLabel('I have read and accept the terms and conditions').check();
    await expect(pay).toBeEnabled();
    await pay.click();
    await client.waitForURL(`**/payment-success/${caseNumber}`);
    await expect(client.getByText(caseNumber, { exact: true })).toBeVisible();
    // Opened again, the link says the case is paid and offers no form.
    await client.goto(`${url}?lang=en`);
    await expect(client.getByRole('heading', { name: 'This case is already paid' })).toBeVisible();
    await expect(client.getByRole('button', { name: 'Process Payment' })).toHaveCount(0);

    await expect
      .poll(async () => (await query<{ status: string }>('select status from application where case_number = $1', [caseNumber]))[0]?.status)
      .toBe('paid');
    // Staff's case page, read again, says so; so does the list it came from.
    await page.reload();
    await expect(page.getByRole('main').getByText('Оплачено').first()).toBeVisible();
    await page.getByRole('link', { name: 'Все заявки' }).click();
    await expect((await adminRow(page, caseNumber)).getByText('Оплачено')).toBeVisible();
    await client.close();
  });

  test('an unknown payment link shows the error screen with a way home', async ({ page }) => {
    await page.goto(`/payment/${'x'.repeat(43)}?lang=en`);
    await expect(page.getByRole('heading', { name: 'Payment Link Error' })).toBeVisible();
    await expect(page.getByText('Invalid payment link')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

test('Stripe.js loads only on the payment step and the payment page', async ({ page }) => {
  // With Stripe configured (the server's answers switched to Stripe mode), record every request for
  // Stripe.js; the script itself is a stand-in (js.stripe.com is not reachable here).
  const stripeRequests: string[] = [];
  await page.route(/\/api\/config(\?|$)/, async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, payment: { mode: 'stripe', publishableKey: 'pk_test_e2e' } } });
  });
  await page.route(/\/api\/create-payment-intent(\?|$)/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), mode: 'stripe' } });
  });
  await page.route('https://js.stripe.com/**', async (route) => {
    stripeRequests.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: `window.Stripe = function () { return { elements: function () { return { create: function () { return { mount: function () {}, on: function (event, handler) { if (event === 'ready') setTimeout(handler, 0); }, destroy: function () {} }; } }; }, confirmPayment: async function () { return {}; } }; };`,
    });
  });
  for (const path of publicPages) {
    await page.goto(path);
    await page.waitForLoadState('load');
  }
  await page.goto('/free-case-review');
  expect(stripeRequests).toEqual([]);

  const caseNumber = await submitHomeForm(page, `stripejs.${Date.now()}@pay.example.com`);
  await page.getByLabel('I have read and accept the terms and conditions').check();
  await expect(page.getByRole('button', { name: 'Process Payment' })).toBeEnabled();
  expect(stripeRequests).toEqual(['https://js.stripe.com/v3/']);

  // The payment-link page loads it too (the link is given to the case directly here).
  const token = randomBytes(32).toString('base64url');
  await query(`update application set payment_token = $1, status = 'payment_sent' where case_number = $2`, [token, caseNumber]);
  await page.route(/\/api\/payment\/[\w-]+\/intent(\?|$)/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), mode: 'stripe' } });
  });
  await page.goto(`/payment/${token}?lang=en`);
  await page.getByLabel('I have read and accept the terms and conditions').check();
  await expect(page.getByRole('button', { name: 'Process Payment' })).toBeEnabled();
  expect(stripeRequests).toHaveLength(2);
});
