import { expect, test, type APIRequestContext } from '@playwright/test';
import { join } from 'node:path';
import { signInAsStaff } from './utils/admin';
import { E2E_ADMIN, mailsTo, query } from './utils/run';

/*
 * Issue 24, the outcome: staff close a case with its outcome in the case file, open the report and
 * read its figures; the client answers the closing e-mail's question on a phone.
 */

/** Where `SCREENSHOT_DIR=docs/screenshots npx playwright test e2e/outcomes.spec.ts` puts the README's pictures. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

const PLATFORMS = ['Uber', 'DoorDash', 'Lyft', 'Instacart'] as const;
const STATES = ['CA', 'WA', 'TX', 'NY'] as const;
const OUTCOMES = ['reactivated', 'denied', 'reactivated', 'no_answer', 'reactivated', 'client_withdrew'] as const;
const REASONS = ['ratings', 'background_check', 'fraud_or_sharing', 'late_or_undelivered', 'other'] as const;
const FROM = '2025-11-03';
const TO = '2026-01-18';

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Closed {
  outcome: string;
  days: number;
  outcomeDate: string;
  platform: string;
  score: number | null;
}

/** The closing e-mail's satisfaction link (with `score=N`), once the worker has sent it. */
async function satisfactionLink(email: string, subject: string, score: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(email).find((m) => m.subject.includes(subject));
        link = new RegExp(`https?://[^\\s\\]]+/feedback/[^\\s\\]]+score=${score}`).exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link.replace(/&amp;/g, '&');
}

async function inProgressCase(request: APIRequestContext, n: number, marker: string, paidOn: string, locale: 'en' | 'es' = 'en') {
  const email = `outcome-${marker}-${n}@outcomes.example.com`;
  const res = await request.post('/api/submit-case-review', {
    data: {
      firstName: locale === 'es' ? 'Lucía' : 'Dana',
      lastName: `Cole${marker}${n}`,
      email,
      phone: '+1 555 987 6543',
      platform: PLATFORMS[n % PLATFORMS.length],
      state: STATES[n % STATES.length],
      deactivationDate: '2025-07-14',
      deactivationReason: 'My rating dropped after two late orders.',
      attemptedReactivation: false,
      supportResponse: '',
      documentUrls: [],
      description: '',
      locale,
    },
  });
  expect(res.status()).toBe(201);
  const { caseNumber } = (await res.json()) as { caseNumber: string };
  const [row] = await query<{ id: string }>('select id from application where case_number = $1', [caseNumber]);
  const applicationId = row!.id;
  await query(`update application set status = 'in_progress' where id = $1`, [applicationId]);
  // The card payment's history row, at noon in New York on `paidOn`.
  await query(`insert into case_history (application_id, kind, to_status, at) values ($1, 'payment_received', 'paid', $2::timestamptz)`, [
    applicationId,
    `${paidOn}T17:00:00Z`,
  ]);
  return { applicationId, caseNumber, email };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ruNumber = (value: number) => new Intl.NumberFormat('ru-RU').format(value);

test.describe('case outcomes', () => {
  test('staff close a case with its outcome, then read the report’s figures and charts (1280 px); the client answers the closing e-mail on a phone (390 px)', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const marker = `${Date.now()}`;
    const login = await request.post('/api/admin/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
    const { token } = (await login.json()) as { token: string };

    // Fourteen cases closed earlier through the API, spread over eleven weeks.
    const closed: Closed[] = [];
    for (let n = 0; n < 14; n++) {
      const paidOn = addDays(FROM, n * 5);
      const outcomeDate = addDays(paidOn, 6 + ((n * 5) % 17));
      const { applicationId, email } = await inProgressCase(request, n, marker, paidOn);
      const outcome = OUTCOMES[n % OUTCOMES.length]!;
      const res = await request.patch(`/api/admin/applications/${applicationId}/status`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { status: 'completed', outcome, outcomeDate, reasonGroup: REASONS[n % REASONS.length] },
      });
      expect(res.status()).toBe(200);
      const score = n % 2 === 0 ? (n % 5) + 1 : null;
      closed.push({ outcome, days: (Date.parse(outcomeDate) - Date.parse(paidOn)) / 86_400_000, outcomeDate, platform: PLATFORMS[n % PLATFORMS.length]!, score });
      // Half the clients answer the question from their e-mail (the page's POST, as its button sends it).
      if (score !== null) {
        const link = new URL(await satisfactionLink(email, 'is closed', score));
        const answer = await request.post(`/api/satisfaction/${link.pathname.split('/').pop()}`, { data: { score } });
        expect(answer.status()).toBe(201);
      }
    }

    // The fifteenth, a Spanish DoorDash case paid on 5 January, closed by staff in its file.
    const spanish = await inProgressCase(request, 1, `${marker}es`, '2026-01-05', 'es');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(page);
    await page.goto(`/admin/cases/${spanish.caseNumber}`);
    const status = page.getByRole('region', { name: 'Смена статуса' });
    await expect(status.getByRole('button', { name: 'Завершить дело' })).toBeVisible();
    await status.getByRole('button', { name: 'Завершить дело' }).click();
    // Nothing chosen yet: the form names what is missing and sends nothing.
    await expect(status.getByText('Заполните это поле')).toHaveCount(2);
    await status.getByRole('radio', { name: 'Аккаунт восстановлен' }).click();
    await status.getByLabel('Дата итога').fill('2026-01-15');
    await status.getByRole('combobox', { name: 'Причина деактивации' }).click();
    await page.getByRole('option', { name: 'Рейтинг' }).click();
    await status.getByRole('button', { name: 'Завершить дело' }).click();
    await expect(page.getByText('Дело завершено: Аккаунт восстановлен', { exact: true })).toBeVisible();
    const outcomePanel = page.getByRole('region', { name: 'Итог дела' });
    await expect(outcomePanel.getByText('Аккаунт восстановлен')).toBeVisible();
    await expect(outcomePanel.getByText('15.01.2026')).toBeVisible();
    await expect(page.getByText('Записан итог: Аккаунт восстановлен, 15.01.2026')).toBeVisible();
    closed.push({ outcome: 'reactivated', days: 10, outcomeDate: '2026-01-15', platform: 'DoorDash', score: 5 });

    // The report, from the panel's navigation, for the period.
    await page.getByRole('link', { name: 'Отчёт' }).click();
    await page.waitForURL('**/admin/report');
    await page.getByLabel('С', { exact: true }).fill(FROM);
    await page.getByLabel('По', { exact: true }).fill(TO);
    await page.getByRole('button', { name: 'Показать' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === FROM && url.searchParams.get('to') === TO);

    // The last API case's outcome falls after the period: it is not counted.
    const inPeriod = closed.filter((c) => c.outcomeDate >= FROM && c.outcomeDate <= TO);
    expect(inPeriod.length).toBe(14);
    const reactivated = inPeriod.filter((c) => c.outcome === 'reactivated').length;
    const summary = page.locator('dl[aria-label="Итоги дел"]');
    await expect(summary.getByText(String(inPeriod.length), { exact: true })).toBeVisible();
    await expect(summary.getByText(`${ruNumber(Math.round((reactivated / inPeriod.length) * 1000) / 10)}%`, { exact: true })).toBeVisible();
    await expect(summary.getByText(`${reactivated} из ${inPeriod.length}`)).toBeVisible();
    await expect(summary.getByText(`${ruNumber(median(inPeriod.map((c) => c.days)))} дн.`, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Доля восстановлений: / })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Закрыто дел по неделям' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Цифры по группам' });
    const doorDash = inPeriod.filter((c) => c.platform === 'DoorDash');
    const doorDashReactivated = doorDash.filter((c) => c.outcome === 'reactivated').length;
    await expect(table.getByRole('row').filter({ hasText: 'DoorDash' })).toContainText(`(${doorDashReactivated}/${doorDash.length})`);

    // The CSV holds the same total.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`outcomes-${FROM}_${TO}.csv`);

    // The client, on a phone, from the closing e-mail (in Spanish), answers once.
    const link = await satisfactionLink(spanish.email, 'está cerrado', 5);
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(link);
    await expect(phone.getByRole('heading', { level: 1, name: '¿Cómo lo hicimos?' })).toBeVisible();
    await expect(phone.getByRole('button', { name: '5, muy bien' })).toHaveAttribute('aria-pressed', 'true');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.getByLabel('¿Quieres añadir algo? (opcional)').fill('Muy buen trato, gracias.');
    if (SCREENSHOT_DIR) await phone.screenshot({ path: join(SCREENSHOT_DIR, 'satisfaction-es-390.png'), fullPage: true });
    await phone.getByRole('button', { name: 'Enviar mi respuesta' }).click();
    await expect(phone.getByText('¡Gracias! Recibimos tu respuesta.')).toBeVisible();
    await phone.reload();
    await expect(phone.getByText('Ya tenemos tu respuesta sobre este caso (5 de 5). ¡Gracias!')).toBeVisible();
    await phone.close();

    // Staff see the answer in the case file.
    await page.goto(`/admin/cases/${spanish.caseNumber}`);
    await expect(page.getByRole('region', { name: 'Итог дела' }).getByText('5 из 5')).toBeVisible();

    // The report now counts every answer of the period.
    await page.goto(`/admin/report?from=${FROM}&to=${TO}`);
    const scores = inPeriod.flatMap((c) => (c.score === null ? [] : [c.score]));
    const average = Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
    await expect(summary.getByText(`${ruNumber(average)} из 5`, { exact: true })).toBeVisible();
    await expect(summary.getByText(`ответов: ${scores.length}`)).toBeVisible();
    if (SCREENSHOT_DIR) await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-report-1280.png'), fullPage: true });
  });
});
