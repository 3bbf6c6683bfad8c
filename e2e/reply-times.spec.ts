import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { query } from './utils/run';

/** Where `SCREENSHOT_DIR=docs/screenshots npx playwright test e2e/reply-times.spec.ts` puts the pictures. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/*
 * Honest reply times at 390 px: the chat widget and the case room say whether staff are in, or when
 * they are back, from the working week (the server's BUSINESS_HOURS, Mon-Fri 09:00-18:00 New York by
 * default) read on the visitor's own clock; and the median first reply of the last 7 days, which the
 * server computes from the messages and this test computes again on its own from the same rows.
 */

const ZONE = 'America/New_York';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The wall clock in New York at `ms`: weekday (1 = Monday) and minute of the day. */
function newYorkClock(ms: number): { weekday: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return { weekday, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Business minutes between two instants, walked minute by minute (this test's own count, not the product's). */
function businessMinutes(from: number, to: number): number {
  let minutes = 0;
  for (let at = from; at + MINUTE_MS <= to; at += MINUTE_MS) {
    const { weekday, minute } = newYorkClock(at);
    if (weekday <= 5 && minute >= 9 * 60 && minute < 18 * 60) minutes += 1;
  }
  return minutes;
}

/** 10:00 in New York on the most recent weekday at least one day before now (so within the 7 days). */
function recentWeekdayAtTen(): number {
  for (let back = 1; back < 7; back += 1) {
    const day = new Date(Date.now() - back * DAY_MS);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(day);
    // 15:00 UTC is 10:00 in New York in winter, 11:00 in summer: find 10:00 exactly.
    for (const hourUtc of [14, 15]) {
      const at = Date.parse(`${date}T${hourUtc}:00:00Z`);
      const clock = newYorkClock(at);
      if (clock.weekday <= 5 && clock.minute === 600) return at;
    }
  }
  throw new Error('no weekday in the last 6 days');
}

/** Conversations answered after 4, 12 and 35 minutes of business time, and one never answered. */
async function seedConversations(): Promise<void> {
  const asked = recentWeekdayAtTen();
  for (const [index, wait] of [4, 12, 35, null].entries()) {
    const at = asked + index * 60 * MINUTE_MS;
    const [session] = await query<{ id: string }>(
      `insert into chat_session (customer_name, locale, created_at, updated_at) values ($1, 'es', $2, $2) returning id`,
      [`Reply time ${index}`, new Date(at)],
    );
    await query(`insert into chat_message (session_id, is_admin, text, created_at) values ($1, false, 'Hola, ¿me ayudan?', $2)`, [
      session!.id,
      new Date(at),
    ]);
    if (wait !== null) {
      await query(`insert into chat_message (session_id, is_admin, author, text, created_at) values ($1, true, 'e2e-admin', 'Claro.', $2)`, [
        session!.id,
        new Date(at + wait * MINUTE_MS),
      ]);
    }
  }
}

/** The median first reply as this test counts it, over every conversation of the last 7 days in the database. */
async function expectedMedianMinutes(): Promise<number> {
  const since = new Date(Date.now() - 7 * DAY_MS);
  const chats = await query<{ asked: Date; answered: Date | null }>(
    `select f.asked, (select min(m.created_at) from chat_message m where m.session_id = s.id and m.is_admin and m.created_at >= f.asked) as answered
     from chat_session s, lateral (select min(created_at) as asked from chat_message m where m.session_id = s.id and not m.is_admin) f
     where s.created_at >= $1 and f.asked is not null`,
    [since],
  );
  const rooms = await query<{ asked: Date; answered: Date | null }>(
    `select c.created_at as asked,
       (select min(m.created_at) from case_message m where m.application_id = c.application_id and m.author = 'staff' and m.created_at >= c.created_at) as answered
     from case_message c
     where c.author = 'client' and c.created_at >= $1
       and c.created_at = (select min(e.created_at) from case_message e where e.application_id = c.application_id and e.author = 'client')`,
    [since],
  );
  const waits = [...chats, ...rooms]
    .filter((row) => row.answered !== null)
    .map((row) => businessMinutes(new Date(row.asked).getTime(), new Date(row.answered!).getTime()))
    .sort((a, b) => a - b);
  const middle = Math.floor(waits.length / 2);
  return Math.round(waits.length % 2 === 1 ? waits[middle]! : (waits[middle - 1]! + waits[middle]!) / 2);
}

const medianText = (minutes: number, locale: 'en' | 'es') =>
  locale === 'en'
    ? minutes < 90
      ? `Typical first reply: ${minutes} minute${minutes === 1 ? '' : 's'}`
      : `Typical first reply: about ${Math.round(minutes / 60)} hour`
    : minutes < 90
      ? `Primera respuesta típica: ${minutes} minuto${minutes === 1 ? '' : 's'}`
      : `Primera respuesta típica: cerca de ${Math.round(minutes / 60)} hora`;

/** Reloads until the figure shows (the server keeps it for 10 seconds), then checks it. */
async function expectMedian(page: Page, open: () => Promise<void>, text: string): Promise<void> {
  await expect(async () => {
    await page.reload();
    await open();
    await expect(page.getByTestId('reply-time-median').first()).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('honest reply times', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: ZONE });

  test.beforeAll(seedConversations);

  test('the chat widget says we are away until Monday 9:00 on a Saturday night, with the median first reply', async ({ page }) => {
    // Saturday 2026-12-05, 02:00 in New York, on the visitor's clock.
    await page.clock.setFixedTime(new Date('2026-12-05T07:00:00Z'));
    await page.goto('/faq?lang=en');
    const open = async () => {
      await page.getByRole('button', { name: 'Open support chat' }).click();
      await page.getByRole('button', { name: 'Talk to a person' }).click();
    };
    await open();
    const chat = page.getByRole('region', { name: 'Chat with our team' });
    const notice = chat.getByTestId('reply-time');
    await expect(notice).toContainText("We’re away right now: back on Monday at 9:00 AM");
    await expect(notice).toHaveAttribute('data-open', 'false');
    await expectMedian(page, open, medianText(await expectedMedianMinutes(), 'en'));
    if (SCREENSHOT_DIR) await page.screenshot({ path: join(SCREENSHOT_DIR, 'reply-times-widget-390.png') });
  });

  test('the case room says it in Spanish: away until tomorrow 9:00 on a weekday evening, in on a weekday morning', async ({ page, request }) => {
    const res = await request.post('/api/submit-case-review?lang=es', {
      data: {
        firstName: 'Rosa',
        lastName: 'Díaz',
        email: `reply-times.${Date.now()}@reply-times.example.com`,
        phone: '+1 555 987 6543',
        platform: 'Uber',
        deactivationDate: '2026-10-01',
        deactivationReason: 'Me desactivaron por una queja que no es cierta.',
        attemptedReactivation: false,
        supportResponse: '',
        documentUrls: [],
        description: '',
        locale: 'es',
      },
    });
    expect(res.status()).toBe(201);
    const { caseNumber } = (await res.json()) as { caseNumber: string };
    const [row] = await query<{ status_token: string }>('select status_token from application where case_number = $1', [caseNumber]);

    // Wednesday 2026-12-02, 19:30 in New York.
    await page.clock.setFixedTime(new Date('2026-12-03T00:30:00Z'));
    await page.goto(`/case/${row!.status_token}?lang=es`);
    const notice = page.getByTestId('reply-time');
    await expect(notice).toContainText('Ahora no estamos: volvemos mañana a las 9:00');
    await expectMedian(page, async () => {}, medianText(await expectedMedianMinutes(), 'es'));
    if (SCREENSHOT_DIR) {
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'reply-times-case-room-390.png') });
    }

    // Thursday 11:00: in.
    await page.clock.setFixedTime(new Date('2026-12-03T16:00:00Z'));
    await page.reload();
    await expect(notice).toContainText('Nuestro equipo está disponible ahora.');
    await expect(notice).toHaveAttribute('data-open', 'true');
  });
});
