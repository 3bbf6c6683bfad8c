import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { join } from 'node:path';
import type { CaseReviewInput } from '@reactivation/contracts';
import { openCaseFromList, signInAsStaff } from './utils/admin';
import { submitCaseReview } from './utils/cases';
import { E2E_ADMIN, mailsTo, query, STAFF_EMAIL } from './utils/run';

/** Where `SCREENSHOT_DIR=docs/screenshots npx playwright test e2e/admin-case-page.spec.ts` puts the README's pictures. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/** A case through the home page's form endpoint, as the form sends it: the platform as its code ("uber-eats"). */
async function homeFormCase(request: APIRequestContext, lastName: string, platform: string, email?: string): Promise<string> {
  const answer = await request.post('/api/applications', {
    multipart: {
      firstName: 'Maximiliana',
      lastName,
      email: email ?? `${lastName.toLowerCase()}@case-page.example.com`,
      phone: '(555) 201-7788',
      platform,
      deactivationDate: '2025-09-12',
      deactivationReason: 'Flagged after a customer said an order never arrived.',
      attemptedReactivation: 'false',
      supportResponse: '',
      documentUrls: '[]',
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { caseNumber: string }).caseNumber;
}

/** A case through the free-review wizard's endpoint: the platform as the wizard names it. */
function wizardCase(request: APIRequestContext, lastName: string, platform: CaseReviewInput['platform']): Promise<string> {
  return submitCaseReview(request, {
    firstName: 'Bartholomew',
    lastName,
    email: `${lastName.toLowerCase()}@case-page.example.com`,
    platform,
  });
}

/** The link of the staff "new case" e-mail about `caseNumber`, as read from the test mailbox. */
async function staffAlertLink(caseNumber: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const alert = mailsTo(STAFF_EMAIL).find((mail) => mail.subject.startsWith('Новая заявка') && mail.subject.includes(caseNumber));
        link = /https?:\/\/\S+\/admin\/cases\/[\w-]+/.exec(alert?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

async function searchList(page: Page, text: string): Promise<void> {
  const search = page.waitForResponse((res) => res.url().includes('/api/admin/applications?') && res.url().includes('q='));
  await page.getByLabel('Поиск').fill(text);
  await search;
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

test.describe("a case's own page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a staff alert e-mail's link opens that case's page; back returns to the list with its search kept", async ({ page, request }) => {
    const marker = `Linkfollow${Date.now()}`;
    const caseNumber = await homeFormCase(request, marker, 'uber-eats');
    const link = await staffAlertLink(caseNumber);
    expect(new URL(link).pathname).toBe(`/admin/cases/${caseNumber}`);

    await signInAsStaff(page);
    await searchList(page, marker);
    const listUrl = page.url();

    // From the list: the case's page has its own address; the browser's back returns to the list as it was.
    await openCaseFromList(page, caseNumber);
    await page.goBack();
    await page.waitForURL(listUrl);
    await expect(page.getByLabel('Поиск')).toHaveValue(marker);
    const table = page.getByRole('table', { name: 'Список заявок' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByText(caseNumber, { exact: true })).toBeVisible();

    // From the e-mail: the link opens the case, still signed in; back returns to the same list.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: `Заявка ${caseNumber}` })).toBeVisible();
    await expect(page.getByText(`Вы вошли как ${E2E_ADMIN.username}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Клиент', exact: true }).getByText('Uber Eats')).toBeVisible();
    await page.goBack();
    await page.waitForURL(listUrl);
    await expect(page.getByLabel('Поиск')).toHaveValue(marker);
    await expect(table.getByText(caseNumber, { exact: true })).toBeVisible();

    // A reload of the case's page opens the same case; its opening is in the journal.
    await page.goForward();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Заявка ${caseNumber}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Клиент', exact: true }).getByText(`Maximiliana ${marker}`)).toBeVisible();
    await expect
      .poll(async () => (await query<{ n: number }>(`select count(*)::int as n from audit_log where action = 'case_opened' and case_number = $1`, [caseNumber]))[0]?.n)
      .toBeGreaterThan(0);
  });

  test('signed out, the link goes to sign-in and then to the case', async ({ browser, request }) => {
    const caseNumber = await homeFormCase(request, `Signedout${Date.now()}`, 'doordash');
    const link = await staffAlertLink(caseNumber);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/admin-login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/admin/cases/${caseNumber}`);
    await page.getByLabel('Логин').fill(E2E_ADMIN.username);
    await page.getByLabel('Пароль').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(`**/admin/cases/${caseNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: `Заявка ${caseNumber}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Клиент', exact: true }).getByText('DoorDash')).toBeVisible();
  });

  test('the list at 1280 px shows every cell whole, with platform names; the case page fits too', async ({ page, request }, testInfo) => {
    const marker = `Widecolumns${Date.now()}`;
    // The longest things a row holds: a long name and e-mail, a code stored for the platform, the longest
    // status, an overdue case and a fresh one (both deadline lines), a staff owner.
    const overdue = await homeFormCase(request, marker, 'uber-eats', `maximiliana.${marker.toLowerCase()}@a-rather-long-mail-domain.example.com`);
    const waiting = await wizardCase(request, `${marker}-Featherstonehaugh`, 'Walmart Spark Driver');
    const linkSent = await homeFormCase(request, `${marker}Q`, 'amazon-flex');
    await query(`update application set created_at = now() - interval '6 days' where case_number = $1`, [overdue]);
    await query(`update application set status = 'payment_sent' where case_number = $1`, [linkSent]);
    await query(`update application set owner_id = (select id from staff_account where username = $2) where case_number = $1`, [
      overdue,
      E2E_ADMIN.username,
    ]);

    await signInAsStaff(page);
    await searchList(page, marker);
    const table = page.getByRole('table', { name: 'Список заявок' });
    await expect(table.getByRole('row')).toHaveCount(4);
    const row = (caseNumber: string) => table.getByRole('row').filter({ hasText: caseNumber });
    await expect(row(overdue).getByText(/^Просрочено на /)).toBeVisible();
    await expect(row(waiting).getByText(/^Осталось /)).toBeVisible();
    await expect(row(waiting).getByText(/^Срок: /)).toBeVisible();
    await expect(row(linkSent).getByText('Ссылка на оплату отправлена')).toBeVisible();
    await expect(row(overdue).getByRole('combobox', { name: `Ответственный по заявке ${overdue}` })).toHaveText(E2E_ADMIN.username);
    // Platforms by their names: a stored code ("uber-eats") never shows.
    await expect(row(overdue).getByRole('cell', { name: 'Uber Eats', exact: true })).toBeVisible();
    await expect(row(linkSent).getByRole('cell', { name: 'Amazon Flex', exact: true })).toBeVisible();
    await expect(row(waiting).getByRole('cell', { name: 'Walmart Spark Driver', exact: true })).toBeVisible();
    await expect(table.getByText(/uber-eats|amazon-flex/)).toHaveCount(0);

    const clipped = await table.evaluate((element) => {
      const frame = element.parentElement!;
      const found: string[] = [];
      if (frame.scrollWidth > frame.clientWidth) found.push(`the table scrolls sideways: ${frame.scrollWidth} > ${frame.clientWidth}`);
      for (const cell of element.querySelectorAll<HTMLElement>('th, td')) {
        if (cell.scrollWidth > cell.clientWidth) found.push(`cell "${cell.innerText}": ${cell.scrollWidth} > ${cell.clientWidth}`);
      }
      // Anything inside that hides its overflow (the owner select's value, a truncated text) shows all of it;
      // texts for screen readers only (clipped to nothing on purpose) are not drawn at all.
      for (const inner of element.querySelectorAll<HTMLElement>('tbody *')) {
        const style = getComputedStyle(inner);
        const screenReaderOnly = style.clipPath !== 'none' || style.clip !== 'auto';
        const hides = !screenReaderOnly && (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis');
        if (hides && inner.scrollWidth > inner.clientWidth) found.push(`"${inner.innerText}": ${inner.scrollWidth} > ${inner.clientWidth}`);
      }
      return found;
    });
    expect(clipped).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('admin-list-1280.png'), fullPage: true });
    if (SCREENSHOT_DIR) await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-list-1280.png') });

    await openCaseFromList(page, overdue);
    await expect(page.getByRole('region', { name: 'Смена статуса' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('admin-case-1280.png'), fullPage: true });
    if (SCREENSHOT_DIR) await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-case-1280.png') });
  });
});

test.describe("a case's own page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and a case page never scroll the page sideways', async ({ page, request }, testInfo) => {
    const marker = `Phonecase${Date.now()}`;
    const caseNumber = await homeFormCase(request, marker, 'instacart');
    await signInAsStaff(page);
    await searchList(page, marker);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The row's "Открыть" stays in view (sideways) while the table scrolls inside its frame.
    const open = await page.getByRole('link', { name: `Открыть заявку ${caseNumber}` }).boundingBox();
    expect(open!.x).toBeGreaterThanOrEqual(0);
    expect(open!.x + open!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('admin-list-390.png'), fullPage: true });
    await openCaseFromList(page, caseNumber);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('admin-case-390.png'), fullPage: true });
  });
});
