import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eventually } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { SmtpSink } from '../utils/smtp-sink';
import { from, leakedSecrets, report, startSecurityApp, type SecurityApp } from './security-app';

/**
 * The daily e-mail caps count a mailbox, not a spelling: `victim+1@gmail.com`, `v.i.c.t.i.m@gmail.com`,
 * `VICTIM@googlemail.com` all reach victim@gmail.com, so an attacker who types them gets no fresh cap each.
 */
describe('attack: e-mail caps dodged by spelling one mailbox many ways', () => {
  let smtp: SmtpSink;
  let t: SecurityApp;
  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

  /** Ten spellings of one Gmail mailbox: +tags, dots, letter case, the googlemail domain. */
  function spellings(local: string): string[] {
    const dotted = local.split('').join('.');
    return [
      `${local}+1@gmail.com`,
      `${local}+2@gmail.com`,
      `${dotted}@gmail.com`,
      `${local.slice(0, 3)}.${local.slice(3)}@gmail.com`,
      `${local.toUpperCase()}@gmail.com`,
      `${local}@googlemail.com`,
      `${local}+news@googlemail.com`,
      `${dotted}+3@gmail.com`,
      `${local.slice(0, 1).toUpperCase()}${local.slice(1)}@Gmail.com`,
      `${local}+x.y@gmail.com`,
    ];
  }

  /** Waits until the worker finished the events whose payload names these values under `key` (its e-mails are sent by then). */
  async function allHandled(type: string, key: string, values: string[]): Promise<void> {
    await eventually(async () => {
      const [row] = await sql<{ n: number }>(
        `select count(*)::int as n from outbox_event where type = ? and payload->>? in (?) and finished_at is not null`,
        [type, key, values],
      );
      expect(row!.n).toBe(values.length);
    }, 30_000);
  }

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startSecurityApp({
      SMTP_URL: smtp.url,
      RATE_LIMIT_PUBLIC_WRITES: '100',
      CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY: '3',
      DRAFT_EMAILS_PER_ADDRESS_PER_DAY: '2',
      DRAFT_EMAIL_AFTER_SECONDS: '1',
      DRAFT_SWEEP_SECONDS: '1',
    });
  });
  afterAll(async () => {
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
    await smtp.stop();
  });

  it('10 cases filed with 10 spellings of one Gmail address send it 3 confirmations, each to the address as typed', async () => {
    const local = `victim${Date.now().toString(36)}`;
    const addresses = spellings(local);
    const before = await t.count('application');
    const caseNumbers: string[] = [];
    for (const [i, email] of addresses.entries()) {
      const answer = await request(t.url)
        .post('/api/submit-case-review')
        .set(from(`203.0.113.${120 + i}`))
        .send({ ...validCaseReview, email, description: `Case ${i} of the attack ${randomUUID()}` })
        .expect(201);
      caseNumbers.push(answer.body.caseNumber);
    }
    expect((await t.count('application')) - before).toBe(10);
    await allHandled('case.submitted', 'caseNumber', caseNumbers);
    const confirmations = smtp.messages.filter((mail) => /^We received your case/.test(mail.subject ?? ''));
    const sentTo = confirmations.flatMap((mail) =>
      (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((to) => to?.value ?? []),
    );
    const ours = sentTo.filter((to) => addresses.some((address) => address.toLowerCase() === to.address?.toLowerCase()));
    report({
      attack: 'confirmations to 10 spellings of one Gmail mailbox (cap 3)',
      attempts: 10,
      refused: 10 - ours.length,
      stored: ours.length,
    });
    expect(ours).toHaveLength(3);
    // Sent to the address as the visitor typed it, not to the counted form.
    for (const to of ours) expect(addresses).toContain(to.address);
  });

  it('5 left drafts under 5 spellings of one address get 2 resume e-mails', async () => {
    const local = `drafter${Date.now().toString(36)}`;
    const addresses = spellings(local).slice(0, 5);
    const tokens: string[] = [];
    for (const [i, email] of addresses.entries()) {
      const draft = await request(t.url)
        .post('/api/drafts')
        .set(from(`203.0.113.${140 + i}`))
        .send({ email, step: 1, fields: { firstName: 'Ana', lastName: 'López' }, locale: 'en' })
        .expect(201);
      tokens.push(draft.body.token);
      t.secrets.add(draft.body.token);
    }
    const drafts = await sql<{ id: string }>('select id::text as id from application_draft where token in (?)', [tokens]);
    await allHandled(
      'draft.abandoned',
      'draftId',
      drafts.map((draft: { id: string }) => draft.id),
    );
    const resumes = smtp.messages.filter(
      (mail) =>
        mail.text?.includes('#draft=') &&
        (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) =>
          to?.value.some((entry) => addresses.includes(entry.address ?? '')),
        ),
    );
    report({
      attack: 'draft resume e-mails to 5 spellings of one Gmail mailbox (cap 2)',
      attempts: 5,
      refused: 5 - resumes.length,
      stored: resumes.length,
    });
    expect(resumes).toHaveLength(2);
  });
});
