import type { AdminReport, CaseOutcome, DeactivationReasonGroup, ReportFigures } from '@reactivation/contracts';
import request from 'supertest';
import { SatisfactionLinks } from '../../src/cases/outcome/satisfaction-links';
import { signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { SmtpSink } from '../utils/smtp-sink';
import { ownDatabase } from '../utils/own-database';
import { startTestApp, type TestApp } from '../utils/test-app';

/*
 * Issue 24, "the outcome, recorded and counted": 30 cases closed through the API with known
 * outcomes, payment days and satisfaction answers; the report's figures must equal what this file
 * works out from the same facts by hand (its own median, rates and averages), and the closing
 * e-mail's satisfaction link must record one answer and refuse a second.
 */

interface KnownCase {
  id: string;
  email: string;
  platform: string;
  state: string | undefined;
  reasonGroup: DeactivationReasonGroup;
  outcome: CaseOutcome;
  outcomeDate: string;
  /** The payment's day (noon in New York), or null for a case with no recorded payment. */
  paidOn: string | null;
  score: number | null;
}

const PLATFORMS = ['Uber', 'DoorDash', 'Lyft', 'Instacart'];
const STATES = ['CA', 'WA', 'TX', undefined];
const REASONS: DeactivationReasonGroup[] = ['ratings', 'background_check', 'fraud_or_sharing', 'other', 'late_or_undelivered'];
const OUTCOMES: CaseOutcome[] = ['reactivated', 'denied', 'reactivated', 'no_answer', 'reactivated', 'client_withdrew', 'refunded'];

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function expectedFigures(cases: KnownCase[]): ReportFigures {
  const reactivated = cases.filter((c) => c.outcome === 'reactivated').length;
  const days = cases.filter((c) => c.paidOn).map((c) => (Date.parse(c.outcomeDate) - Date.parse(c.paidOn!)) / 86_400_000);
  const scores = cases.filter((c) => c.score !== null).map((c) => c.score!);
  return {
    closed: cases.length,
    reactivated,
    reactivationRate: cases.length ? reactivated / cases.length : null,
    timed: days.length,
    medianDays: median(days),
    answers: scores.length,
    satisfactionAverage: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
  };
}

describe('case outcomes and the outcome report', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let staff: { username: string; token: string };
  const known: KnownCase[] = [];

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const admin = () => ({ Authorization: `Bearer ${staff.token}` });

  async function inProgressCase(n: number, locale: 'en' | 'es') {
    const email = `outcome-${n}@example.com`;
    const res = await request(t.url)
      .post('/api/submit-case-review')
      .send({ ...validCaseReview, email, platform: PLATFORMS[n % PLATFORMS.length], state: STATES[n % STATES.length], locale })
      .expect(201);
    const [row] = await sql<{ id: string }>('select id from application where case_number = ?', [res.body.caseNumber]);
    await sql(`update application set status = 'in_progress' where id = ?`, [row!.id]);
    return { id: row!.id, email };
  }

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    // A database of its own: the report counts every case closed in the period, and other files close cases too.
    t = await startTestApp({
      DATABASE_URL: await ownDatabase('outcome_report'),
      SMTP_URL: smtp.url,
      BUSINESS_HOURS: 'Mon-Fri 09:00-18:00 America/New_York',
    });
    staff = await signedInStaff(t, 'irina');

    for (let n = 0; n < 30; n++) {
      const { id, email } = await inProgressCase(n, n % 3 === 0 ? 'es' : 'en');
      // Every fifth case has no recorded payment (taken outside the history): it counts as closed, not in the median.
      const paidOn = n % 5 === 4 ? null : addDays('2026-09-01', n * 2);
      if (paidOn) {
        // 16:00 UTC is noon in New York: the payment's day there is `paidOn`.
        await sql(`insert into case_history (application_id, kind, to_status, at) values (?, 'payment_received', 'paid', ?::timestamptz)`, [
          id,
          `${paidOn}T16:00:00Z`,
        ]);
        // A later hand-marked "paid" does not move the payment day: the first one counts.
        if (n % 7 === 0) {
          await sql(`insert into case_history (application_id, kind, actor, from_status, to_status, at) values (?, 'status_changed', 'irina', 'payment_sent', 'paid', ?::timestamptz)`, [
            id,
            `${addDays(paidOn, 3)}T16:00:00Z`,
          ]);
        }
      }
      // Uneven gaps, so that medians are not a neat progression; two cases close outside the period asked for.
      const outcomeDate = n === 28 ? '2026-08-25' : n === 29 ? '2026-11-27' : addDays(paidOn ?? '2026-10-01', 10 + ((n * 7) % 23));
      known.push({
        id,
        email,
        platform: PLATFORMS[n % PLATFORMS.length]!,
        state: STATES[n % STATES.length],
        reasonGroup: REASONS[n % REASONS.length]!,
        outcome: OUTCOMES[n % OUTCOMES.length]!,
        outcomeDate,
        paidOn,
        score: null,
      });
    }
    // A home-form case stores the code "doordash": it must count with the wizard's "DoorDash".
    await sql(`update application set platform = 'doordash' where id = ?`, [known[1]!.id]);

    for (const c of known) {
      await request(t.url)
        .patch(`/api/admin/applications/${c.id}/status`)
        .set(admin())
        .send({ status: 'completed', outcome: c.outcome, outcomeDate: c.outcomeDate, reasonGroup: c.reasonGroup })
        .expect(200);
    }
    // Answers for some: scores 1..5 in turn, through the page's POST with the signed link.
    const links = t.app.get(SatisfactionLinks);
    for (const [i, c] of known.entries()) {
      if (i % 3 !== 1) continue;
      c.score = (i % 5) + 1;
      await request(t.url).post(`/api/satisfaction/${links.tokenFor(c.id)}`).send({ score: c.score }).expect(201);
    }
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('refuses to close without the outcome, its date and the reason group, naming each, and writes nothing', async () => {
    const { id } = await inProgressCase(100, 'en');
    const missing = await request(t.url).patch(`/api/admin/applications/${id}/status`).set(admin()).send({ status: 'completed' }).expect(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['outcome', 'outcomeDate', 'reasonGroup']);
    const future = await request(t.url)
      .patch(`/api/admin/applications/${id}/status`)
      .set(admin())
      .send({ status: 'completed', outcome: 'reactivated', outcomeDate: '2099-01-01', reasonGroup: 'ratings' })
      .expect(400);
    expect(Object.keys(future.body.errors)).toEqual(['outcomeDate']);
    const [row] = await sql<{ status: string; outcomes: string }>(
      `select status, (select count(*) from case_outcome where application_id = a.id) as outcomes from application a where id = ?`,
      [id],
    );
    expect(row).toEqual({ status: 'in_progress', outcomes: '0' });
  });

  it('gives, for the period, exactly the rates, medians, counts and averages worked out from the 30 cases', async () => {
    const from = '2026-09-01';
    const to = '2026-11-26';
    const res = await request(t.url).get(`/api/admin/report?from=${from}&to=${to}`).set(admin()).expect(200);
    const report = res.body as AdminReport;
    const inPeriod = known.filter((c) => c.outcomeDate >= from && c.outcomeDate <= to);
    expect(inPeriod).toHaveLength(28);
    expect(report.total).toEqual(expectedFigures(inPeriod));

    const groupsOf = (dimension: 'platform' | 'reason' | 'state', keyOf: (c: KnownCase) => string) => {
      const keys = [...new Set(inPeriod.map(keyOf))];
      return keys.map((key) => ({ dimension, key, figures: expectedFigures(inPeriod.filter((c) => keyOf(c) === key)) }));
    };
    const expected = [
      ...groupsOf('platform', (c) => c.platform),
      ...groupsOf('reason', (c) => c.reasonGroup),
      ...groupsOf('state', (c) => c.state ?? ''),
    ];
    const sortKey = (g: { dimension: string; key: string }) => `${g.dimension}/${g.key}`;
    expect([...report.groups].sort((a, b) => sortKey(a).localeCompare(sortKey(b)))).toEqual(
      expected.sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
    );
    // The figures are not trivial: some medians are halves, some groups have no answers.
    expect(report.groups.find((g) => g.dimension === 'platform' && g.key === 'DoorDash')!.figures.closed).toBe(
      inPeriod.filter((c) => c.platform === 'DoorDash').length,
    );

    // Every week of the period, closed cases per week adding up to the total.
    expect(report.weeks[0]!.weekStart).toBe('2026-08-31');
    expect(report.weeks.at(-1)!.weekStart).toBe('2026-11-23');
    expect(report.weeks.reduce((sum, week) => sum + week.closed, 0)).toBe(28);
    for (const week of report.weeks) {
      const end = addDays(week.weekStart, 6);
      const closed = inPeriod.filter((c) => c.outcomeDate >= week.weekStart && c.outcomeDate <= end);
      expect(week).toEqual({ weekStart: week.weekStart, closed: closed.length, reactivated: closed.filter((c) => c.outcome === 'reactivated').length });
    }
  });

  it('gives the same figures as CSV, and records the download in the journal', async () => {
    const res = await request(t.url).get('/api/admin/report.csv?from=2026-09-01&to=2026-11-26').set(admin()).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Раздел;Значение;Закрыто дел;Восстановлено;Доля восстановлений (%);Дел с датой оплаты;Медиана дней от оплаты до итога;Оценок клиентов;Средняя оценка (1–5)');
    const inPeriod = known.filter((c) => c.outcomeDate >= '2026-09-01' && c.outcomeDate <= '2026-11-26');
    const total = expectedFigures(inPeriod);
    // Decimal commas, quoted since a comma is a separator in other regional settings.
    const decimal = (value: number, digits: number) => `"${value.toFixed(digits).replace('.', ',')}"`;
    expect(lines[1]).toBe(
      [
        'Всего',
        '2026-09-01 — 2026-11-26',
        total.closed,
        total.reactivated,
        decimal(total.reactivationRate! * 100, 1),
        total.timed,
        decimal(total.medianDays!, 1),
        total.answers,
        decimal(total.satisfactionAverage!, 2),
      ].join(';'),
    );
    await eventually(async () => {
      const [entry] = await sql<{ detail: Record<string, string> }>(`select detail from audit_log where action = 'cases_exported' and actor = 'irina'`);
      expect(entry?.detail).toEqual({ report: 'outcomes', from: '2026-09-01', to: '2026-11-26' });
    });
  });

  it('names a reversed period', async () => {
    const res = await request(t.url).get('/api/admin/report?from=2026-11-01&to=2026-10-01').set(admin()).expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['to']);
    await request(t.url).get('/api/admin/report?from=2026-11-01&to=2026-11-02').expect(401);
  });

  it("e-mails the client in their language with the satisfaction link, which records one answer and refuses a second", async () => {
    const spanish = known.find((c, i) => i % 3 === 0 && c.score === null)!;
    const mail = await eventually(() => {
      const found = smtp.to(spanish.email).find((m) => m.subject?.includes('está cerrado'));
      expect(found).toBeDefined();
      return found!;
    });
    const link = /href="([^"]*\/feedback\/[^"?]+\?lang=es&amp;score=5)"/.exec(String(mail.html))?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBeDefined();
    const url = new URL(link!);
    const token = url.pathname.split('/').pop()!;

    // Opening the link (as a mail scanner does: the page, then its read) records nothing.
    await request(t.url).get(url.pathname + url.search);
    const view = await request(t.url).get(`/api/satisfaction/${token}`).expect(200);
    expect(view.body).toMatchObject({ locale: 'es', answer: null });
    const count = async () => (await sql<{ n: string }>('select count(*) as n from case_satisfaction where application_id = ?', [spanish.id]))[0]!.n;
    expect(await count()).toBe('0');

    const first = await request(t.url).post(`/api/satisfaction/${token}`).set('Accept-Language', 'es').send({ score: 5, comment: 'Muy buen trato' }).expect(201);
    expect(first.body.score).toBe(5);
    const second = await request(t.url).post(`/api/satisfaction/${token}`).set('Accept-Language', 'es').send({ score: 1 }).expect(409);
    expect(second.body.message).toMatch(/Ya tenemos tu respuesta/);
    expect(await count()).toBe('1');
    const [stored] = await sql<{ score: number; comment: string }>('select score, comment from case_satisfaction where application_id = ?', [spanish.id]);
    expect(stored).toEqual({ score: 5, comment: 'Muy buen trato' });

    // A tampered or foreign link opens nothing.
    const forged = `${token.slice(0, 23)}${token[23] === 'A' ? 'B' : 'A'}${token.slice(24)}`;
    await request(t.url).get(`/api/satisfaction/${forged}`).expect(404);
    await request(t.url).post(`/api/satisfaction/${forged}`).send({ score: 3 }).expect(404);
    const bad = await request(t.url).post(`/api/satisfaction/${token}`).send({ score: 9 }).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['score']);

    // The journal records the close with its outcome.
    await eventually(async () => {
      const [entry] = await sql<{ actor: string; detail: Record<string, string> }>(
        `select actor, detail from audit_log where action = 'status_changed' and application_id = ?`,
        [spanish.id],
      );
      expect(entry).toEqual({
        actor: 'irina',
        detail: { from: 'in_progress', to: 'completed', outcome: spanish.outcome, outcomeDate: spanish.outcomeDate, reasonGroup: spanish.reasonGroup },
      });
    });

    // The case file shows the outcome and the answer, also on the timeline.
    const file = await request(t.url).get(`/api/admin/applications/${spanish.id}`).set(admin()).expect(200);
    expect(file.body.outcome).toMatchObject({ outcome: spanish.outcome, outcomeDate: spanish.outcomeDate, recordedBy: 'irina', satisfaction: { score: 5 } });
    expect(file.body.timeline.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['outcome_recorded', 'satisfaction_answered']));
  });
});
