import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { signInAsStaff } from './utils/admin';
import { pdfText } from './utils/pdf-text';
import { mailsTo, query } from './utils/run';

/** Where `SCREENSHOT_DIR=docs/screenshots npx playwright test e2e/refunds.spec.ts` puts the README's pictures. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/**
 * A case of a Spanish-speaking client, paid by card in test mode the way the home form's payment
 * step does it: the case, the accepted agreement (recorded before the payment may start), the
 * payment intent, and the test gateway's confirmation.
 */
async function paidSpanishCase(request: APIRequestContext, email: string): Promise<{ caseNumber: string }> {
  const created = await request.post('/api/applications', {
    multipart: {
      firstName: 'Lucía',
      lastName: 'Reembolso',
      email,
      phone: '(555) 404-1188',
      platform: 'uber-eats',
      deactivationDate: '2025-10-02',
      deactivationReason: 'Un cliente dijo que el pedido nunca llegó.',
      attemptedReactivation: 'false',
      supportResponse: '',
      documentUrls: '[]',
      locale: 'es',
    },
  });
  expect(created.status()).toBe(201);
  const { applicationId, caseNumber } = (await created.json()) as { applicationId: string; caseNumber: string };
  const agreement = (await (await request.get('/api/service-agreement?lang=es')).json()) as { version: string };
  const accepted = await request.post('/api/terms-acceptance', {
    data: { applicationId, version: agreement.version, locale: 'es', electronicConsent: true },
  });
  expect(accepted.status()).toBe(201);
  const intent = await request.post('/api/create-payment-intent', { data: { applicationId } });
  expect(intent.status()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  expect((await request.post('/api/payments/test/confirm', { data: { clientSecret } })).ok()).toBe(true);
  await expect
    .poll(async () => (await query<{ status: string }>('select status from application where case_number = $1', [caseNumber]))[0]?.status)
    .toBe('paid');
  return { caseNumber };
}

/**
 * A section of a long page as it reads, taken from the whole page so that the sticky header (at the
 * page's top there) does not land over it as it would in a scrolled element screenshot.
 */
async function sectionScreenshot(page: Page, name: string, section: Locator): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  const box = await section.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
  });
  const margin = 12;
  await page.screenshot({
    path: join(SCREENSHOT_DIR, name),
    fullPage: true,
    clip: { x: Math.max(box.x - margin, 0), y: Math.max(box.y - margin, 0), width: Math.min(box.width + 2 * margin, page.viewportSize()!.width), height: box.height + 2 * margin },
  });
}

/** The client's refund e-mails so far (Spanish subjects), as the e2e mailbox received them. */
const refundMails = (email: string) => mailsTo(email).filter((mail) => mail.subject.startsWith('Reembolso de '));

/** Refunds from the case file's money block: part of it (`dollars`) or all that is left (null). */
async function refund(page: Page, dollars: string | null, reason: string, expectedAmount: string): Promise<void> {
  const money = page.getByRole('region', { name: 'Оплата и возвраты' });
  await money.getByRole('button', { name: 'Вернуть деньги' }).click();
  if (dollars !== null) {
    await money.getByRole('checkbox', { name: /Вся оставшаяся сумма/ }).uncheck();
    await money.getByRole('textbox', { name: 'Сумма возврата, $' }).fill(dollars);
  }
  await money.getByRole('radio', { name: reason }).check();
  await money.getByRole('button', { name: 'Далее: проверить возврат' }).click();
  await expect(money.getByRole('heading', { name: 'Проверьте возврат' })).toBeVisible();
  await money.getByRole('button', { name: `Подтвердить возврат ${expectedAmount}` }).click();
}

test.describe('refunds from the case file', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('staff refund $50 then the rest of a Spanish case; the client gets two Spanish e-mails, the room and the receipt list both; a third is refused', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `lucia.${Date.now()}@refunds.example.com`;
    const { caseNumber } = await paidSpanishCase(request, email);

    await signInAsStaff(page);
    await page.goto(`/admin/cases/${caseNumber}`);
    const money = page.getByRole('region', { name: 'Оплата и возвраты' });
    await expect(money.getByText('$200.00 USD', { exact: true })).toBeVisible();
    await expect(money.getByText(/^Квитанция R-\d{4}-\d{6}$/)).toBeVisible();
    await expect(money.getByText('Возвращено: $0.00 USD')).toBeVisible();
    await expect(money.getByText(/^Версия \S+ от /)).toBeVisible();
    await expect(money.getByText(/на шаге оплаты|в форме на главной/)).toBeVisible();

    // $50 first: confirmed once, the form closes, the block says what is left.
    await refund(page, '50', 'Дело вне нашей компетенции (до начала работы)', '$50.00 USD');
    await expect(page.getByText('Возврат $50.00 USD оформлен. Клиенту отправлено письмо.', { exact: true })).toBeVisible();
    await expect(money.getByText('Можно вернуть: $150.00 USD')).toBeVisible();
    // The case's status follows when the worker takes the refund's event; the page re-reads the file until then.
    await expect(page.getByRole('main').getByText('Частично возвращено').first()).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => refundMails(email).map((mail) => mail.subject), { timeout: 30_000 }).toEqual([
      `Reembolso de $50.00 USD para el caso ${caseNumber}`,
    ]);

    // A second staff tab opened now still believes $150.00 can be refunded.
    const stale = await page.context().newPage();
    await stale.goto(`/admin/cases/${caseNumber}`);
    const staleMoney = stale.getByRole('region', { name: 'Оплата и возвраты' });
    await expect(staleMoney.getByText('Можно вернуть: $150.00 USD')).toBeVisible();

    // Then the rest ("all that is left", the form's default).
    await refund(page, null, 'Реактивация не удалась', '$150.00 USD');
    await expect(page.getByText('Возврат $150.00 USD оформлен. Клиенту отправлено письмо.', { exact: true })).toBeVisible();
    await expect(money.getByText('Вся оплата уже возвращена: возвращать больше нечего.')).toBeVisible();
    await expect(money.getByRole('button', { name: 'Вернуть деньги' })).toHaveCount(0);
    await expect(money.getByRole('list', { name: 'Возвраты' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('main').getByText('Возвращено', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() => refundMails(email).map((mail) => mail.subject).sort(), { timeout: 30_000 })
      .toEqual([`Reembolso de $150.00 USD para el caso ${caseNumber}`, `Reembolso de $50.00 USD para el caso ${caseNumber}`].sort());
    expect(refundMails(email).every((mail) => mail.text.includes('de 7 a 10 días hábiles'))).toBe(true);
    await sectionScreenshot(page, 'admin-case-money-1280.png', money);

    // A third refund, from the tab that still showed $150.00: the server refuses it and the panel says so.
    await refund(stale, null, 'По просьбе клиента', '$150.00 USD');
    await expect(staleMoney.getByRole('alert')).toHaveText('Сумма больше, чем можно вернуть: доступно $0.00 USD. Ничего не возвращено.');
    await expect(staleMoney.getByText('Вся оплата уже возвращена: возвращать больше нечего.')).toBeVisible();
    const [rows] = await query<{ n: number; total: number }>(
      `select count(*)::int as n, sum(amount)::int as total from payment_refund r join application a on a.id = r.application_id where a.case_number = $1`,
      [caseNumber],
    );
    expect(rows).toEqual({ n: 2, total: 20000 });
    await stale.close();

    // The client's room, from the e-mail's link, on a phone: both refunds, the receipt, the agreement.
    const roomUrl = /https?:\/\/\S+\/case\/[\w-]+/.exec(refundMails(email)[0]!.text)?.[0];
    expect(roomUrl).toBeTruthy();
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(roomUrl!);
    const billing = phone.getByRole('region', { name: 'Pago y recibo' });
    await expect(billing.getByText('Reembolso de $50.00 USD')).toBeVisible();
    await expect(billing.getByText('Reembolso de $150.00 USD')).toBeVisible();
    await expect(billing.getByText(/^Lo verás en tu tarjeta entre el /)).toHaveCount(2);
    await expect(billing.getByText('Reembolsado hasta ahora: $200.00 USD. Lo que queda de tu pago: $0.00 USD.')).toBeVisible();
    await expect(billing.getByRole('heading', { name: 'Tu contrato de servicio' })).toBeVisible();
    await expect(billing.getByRole('link', { name: 'Descargar tu copia (PDF)' })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await sectionScreenshot(phone, 'case-room-billing-es-390.png', billing);

    // The receipt the room offers, in Spanish, lists both refunds.
    const receiptHref = await billing.getByRole('link', { name: 'Descargar tu recibo (PDF)' }).getAttribute('href');
    const receipt = await request.get(receiptHref!);
    expect(receipt.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await receipt.body());
    const receiptNumber = (await billing.getByText(/^R-\d{4}-\d{6}$/).textContent())!;
    for (const expected of [receiptNumber, caseNumber, 'Reembolsos', '$50.00 USD', '$150.00 USD']) expect(text).toContain(expected);
    expect(text).toMatch(/Pagado neto\s+\$0\.00 USD/);
    // The agreement's copy downloads too.
    const agreementHref = await billing.getByRole('link', { name: 'Descargar tu copia (PDF)' }).getAttribute('href');
    expect((await request.get(agreementHref!)).headers()['content-type']).toBe('application/pdf');

    // The same room in English.
    await phone.goto(`${roomUrl}?lang=en`);
    const billingEn = phone.getByRole('region', { name: 'Payment and receipt' });
    await expect(billingEn.getByText('Refund of $50.00 USD')).toBeVisible();
    await expect(billingEn.getByText('Refund of $150.00 USD')).toBeVisible();
    await expect(billingEn.getByRole('heading', { name: 'Your service agreement' })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await sectionScreenshot(phone, 'case-room-billing-en-390.png', billingEn);
    await phone.close();
  });
});
