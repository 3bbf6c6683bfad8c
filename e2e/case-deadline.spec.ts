import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openCaseFromList, signInAsStaff } from './utils/admin';
import { query } from './utils/run';

/** Where `SCREENSHOT_DIR=docs/screenshots npx playwright test e2e/case-deadline.spec.ts` puts the README's pictures. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A DoorDash case in Washington deactivated 30 days ago (Seattle's 90 days count while the city is unknown). */
async function newCase(request: APIRequestContext, locale: 'en' | 'es', firstName: string) {
  const res = await request.post(`/api/submit-case-review?lang=${locale}`, {
    data: {
      firstName,
      lastName: 'Ramírez',
      email: `deadline.${locale}.${Date.now()}@case-deadline.example.com`,
      phone: '+1 555 987 6543',
      platform: 'DoorDash',
      state: 'WA',
      deactivationDate: isoDay(Date.now() - 30 * DAY_MS),
      deactivationReason: 'Deactivated after a customer said an order never arrived; the photo shows it at the door.',
      attemptedReactivation: true,
      supportResponse: 'Support said the decision is final.',
      documentUrls: [],
      description: '',
      locale,
    },
  });
  expect(res.status()).toBe(201);
  const { caseNumber } = (await res.json()) as { caseNumber: string };
  const [row] = await query<{ status_token: string }>('select status_token from application where case_number = $1', [caseNumber]);
  // The days left as the server counts them today (its business day, which may not be the runner's).
  const deadline = await request.get(`/api/case-status/${row!.status_token}/deadline`);
  const { daysLeft, dueOn } = (await deadline.json()) as { daysLeft: number; dueOn: string };
  return { caseNumber, token: row!.status_token, daysLeft, dueOn };
}

const deadlineSection = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the appeal deadline', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const { locale, title, left, calendar } of [
    { locale: 'en', title: 'Your appeal deadline', left: (n: number) => `${n} days left`, calendar: 'Add to my calendar (.ics)' },
    { locale: 'es', title: 'Tu plazo para apelar', left: (n: number) => `Quedan ${n} días`, calendar: 'Añadir a mi calendario (.ics)' },
  ] as const) {
    test(`the client sees the deadline with its days left and downloads the .ics (${locale}, 390 px)`, async ({ page, request }) => {
      const client = await newCase(request, locale, locale === 'en' ? 'Lucía' : 'Marisol');
      await page.goto(`/case/${client.token}${locale === 'es' ? '?lang=es' : ''}`);
      const section = deadlineSection(page, title);
      await expect(section.getByTestId('deadline-days-left')).toHaveText(left(client.daysLeft));
      await expect(section).toContainText(locale === 'en' ? 'Seattle' : 'Seattle');
      await expect(section.getByRole('link', { name: /Seattle Office of Labor Standards/ })).toBeVisible();

      const download = page.waitForEvent('download');
      await section.getByRole('link', { name: calendar }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`appeal-deadline-${client.caseNumber}.ics`);
      const ics = await readFile((await file.path())!, 'utf8');
      expect(ics).toContain(`DTSTART;VALUE=DATE:${client.dueOn.replace(/-/g, '')}`);
      expect(ics).toContain('BEGIN:VALARM');

      // The page fits the phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (SCREENSHOT_DIR) {
        // The whole page at rest, cut to the section: the sticky header and the chat button stay where they belong, above it.
        await page.evaluate(() => {
          // The chat button floats over every page; in a picture of one section it would only hide text.
          document.querySelector<HTMLElement>('[data-floating-overlays]')?.style.setProperty('display', 'none');
          window.scrollTo(0, 0);
        });
        const box = (await section.boundingBox())!;
        await page.screenshot({
          path: join(SCREENSHOT_DIR, `case-room-deadline-${locale}-390.png`),
          fullPage: true,
          clip: { x: 0, y: Math.max(0, box.y - 16), width: 390, height: box.height + 32 },
        });
      }
    });
  }

  test('a platform with no published window says so plainly', async ({ page, request }) => {
    const res = await request.post('/api/submit-case-review?lang=en', {
      data: {
        firstName: 'Dana',
        lastName: 'Cole',
        email: `deadline.none.${Date.now()}@case-deadline.example.com`,
        phone: '+1 555 987 6543',
        platform: 'Lyft',
        state: 'MN',
        deactivationDate: isoDay(Date.now() - 10 * DAY_MS),
        deactivationReason: 'Deactivated after a rider complaint that never happened.',
        attemptedReactivation: false,
        supportResponse: '',
        documentUrls: [],
        description: '',
        locale: 'en',
      },
    });
    const { caseNumber } = (await res.json()) as { caseNumber: string };
    const [row] = await query<{ status_token: string }>('select status_token from application where case_number = $1', [caseNumber]);
    await page.goto(`/case/${row!.status_token}`);
    const section = deadlineSection(page, 'Your appeal deadline');
    await expect(section).toContainText('No published deadline. Lyft does not publish an appeal window that we could confirm');
    await expect(section.getByRole('link', { name: /Minnesota Department of Labor and Industry/ })).toBeVisible();
    await expect(section.getByRole('link', { name: /calendar/ })).toHaveCount(0);
  });
});

test('staff see the deadline in the case file and sort the list by it (1280 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const client = await newCase(request, 'es', 'Paloma');
  await signInAsStaff(page);
  await page.goto('/admin?sort=deadline');
  const header = page.getByRole('columnheader', { name: /Срок апелляции/ });
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  // The list still fits the window at 1280 px with the new column: no sideways scroll, no cell cut.
  const table = page.getByRole('table', { name: 'Список заявок' });
  await expect(table.getByRole('row').filter({ hasText: client.caseNumber })).toBeVisible();
  const clipped = await table.evaluate((element) => {
    const frame = element.parentElement!;
    const found: string[] = [];
    if (frame.scrollWidth > frame.clientWidth) found.push(`the table scrolls sideways: ${frame.scrollWidth} > ${frame.clientWidth}`);
    for (const cell of element.querySelectorAll<HTMLElement>('th, td')) {
      if (cell.scrollWidth > cell.clientWidth) found.push(`cell "${cell.innerText}": ${cell.scrollWidth} > ${cell.clientWidth}`);
    }
    return found;
  });
  expect(clipped).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  if (SCREENSHOT_DIR) await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-list-deadline-1280.png') });
  await page.getByLabel('Поиск').fill(client.caseNumber);
  await expect(page).toHaveURL(/sort=deadline/);
  const file = await openCaseFromList(page, client.caseNumber);
  const panel = file.getByTestId('staff-case-deadline');
  await expect(panel).toContainText(`Осталось ${client.daysLeft} дн.`);
  await expect(panel).toContainText('Город клиента неизвестен');
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Скачать в календарь (.ics)' }).click();
  const ics = await readFile((await (await download).path())!, 'utf8');
  expect(ics).toContain('SUMMARY:Последний день апелляции: DoorDash');
});

test.describe('the client’s own pages carry no sales overlay', () => {
  for (const path of ['/case/', '/payment/no-such-link', '/payment-success', '/feedback/no-such-link']) {
    test(`none on ${path}`, async ({ page, request }) => {
      const target = path === '/case/' ? `/case/${(await newCase(request, 'en', 'Iris')).token}` : path;
      await page.clock.install({ time: new Date('2026-11-27T12:00:00Z') });
      await page.goto(target);
      await page.mouse.move(5, 5);
      // The floating overlays arrived (the support chat stays): the sales ones would now be counting down.
      await expect(page.locator('[data-floating-overlays]')).toBeAttached();
      await page.evaluate(() => {
        document.body.style.paddingBottom = '3000px';
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await page.mouse.move(200, 200);
      await page.mouse.move(200, -20, { steps: 4 });
      // Past every overlay's delay (help popup 2 s after the scroll, exit offer 0.5 s, social proof 10 s).
      await page.clock.runFor(60_000);
      await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
      await expect(page.getByText('Request your free case review today')).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Questions about your deactivation?' })).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Before you go' })).toHaveCount(0);
      await expect(page.getByTestId('social-proof')).toHaveCount(0);
    });
  }

  test('while the home page shows them under the same steps', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-27T12:00:00Z') });
    await page.goto('/faq');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(page.locator('[data-floating-overlays]')).toBeAttached();
    // The notice rotates (shown 5 s, then hidden 15-25 s at random), so a single 60-second jump may land between two:
    // the clock moves a second at a time until it shows, as a visitor staying on the page would see it.
    const notice = page.getByTestId('social-proof');
    await expect(async () => {
      await page.clock.runFor(1_000);
      expect(await notice.count()).toBe(1);
    }).toPass({ intervals: [0], timeout: 30_000 });
    await expect(notice).toBeVisible();
  });
});
