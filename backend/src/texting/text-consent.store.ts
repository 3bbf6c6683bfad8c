import { Injectable } from '@nestjs/common';
import type { Locale, TextChannel } from '@reactivation/contracts';
import { randomUUID } from 'node:crypto';
import { SqlClient } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';
import type { TextKeyword } from './keywords';

export type ConsentSource = 'home_form' | 'case_review' | 'case_room';

export interface GivenConsent {
  phone: string;
  applicationId: string;
  channel: TextChannel;
  version: string;
  locale: Locale;
  source: ConsentSource;
  address: string | null;
  /** What recorded it (the event id, or the case room request's id): a consent is stored once per source. */
  sourceRef: string;
  /** When it was given (the event's time); now when left out. */
  at?: string;
}

/** A number's standing: whether it may be texted about the case, on which channel, in which language. */
export interface TextPermission {
  channel: TextChannel;
  locale: Locale;
}

/*
 * May the case be texted at its number? Its newest consent (given in a form or the room), and the
 * number's newest row of any case is not a withdrawal (STOP ends texting to the number, whatever
 * case it came from; START, or a new consent, renews it).
 */
const PERMISSION_SQL = `
select g.channel, g.locale,
       (select kind from text_consent n where n.phone = $2 order by n.created_at desc, n.id desc limit 1) as latest
from text_consent g
where g.application_id = $1 and g.phone = $2 and g.kind = 'given'
order by g.created_at desc, g.id desc limit 1`;

/** The language a number's answers are in: the reply's word's, else its newest consent's, else English. */
const REPLY_LOCALE = `coalesce($5::text, (select locale from text_consent where phone = $2 order by created_at desc, id desc limit 1), 'en')`;

/**
 * Stores the withdrawal (STOP) or renewal (START) a reply asked for, once per inbound message
 * ($4, the provider's id: `source_ref`), and raises `text.keyword_received` for its answer in the
 * same statement; a redelivered reply stores and raises nothing.
 */
const KEYWORD_SQL = `
with stored as (
  insert into text_consent (id, phone, kind, locale, source, source_ref)
  values ($1, $2, $3, ${REPLY_LOCALE}, 'reply', $4)
  on conflict (source_ref) do nothing
  returning locale
), event as (
  ${outboxInsertSelect(
    'text.keyword_received',
    "jsonb_build_object('inboundId', $4::text, 'from', $2::text, 'channel', $7::text, 'keyword', $6::text, 'locale', stored.locale)",
    'stored',
  )}
)
select count(*)::int as stored from stored`;

/** HELP stores no consent: its event alone (the ledger answers once per inbound message, however often it is raised). */
const HELP_SQL = outboxInsertSelect(
  'text.keyword_received',
  `jsonb_build_object('inboundId', $4::text, 'from', $2::text, 'channel', $7::text, 'keyword', 'help', 'locale', ${REPLY_LOCALE})`,
  `(select 1) as one where $1::uuid is not null and $3::text is null and $6::text = 'help'`,
);

/** The consent records (`text_consent`): given, withdrawn and renewed, never changed once written. */
@Injectable()
export class TextConsentStore {
  constructor(private readonly sql: SqlClient) {}

  /** Records a consent once per `sourceRef`; false when it was recorded already. */
  async give(consent: GivenConsent): Promise<boolean> {
    const rows = await this.sql.query(
      'text-consent-give',
      `insert into text_consent (id, phone, application_id, kind, channel, version, locale, source, address, source_ref, created_at)
       values ($1, $2, $3, 'given', $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now()))
       on conflict (source_ref) do nothing returning id`,
      [
        randomUUID(),
        consent.phone,
        consent.applicationId,
        consent.channel,
        consent.version,
        consent.locale,
        consent.source,
        consent.address,
        consent.sourceRef,
        consent.at ?? null,
      ],
    );
    return rows.length > 0;
  }

  /** How the case may be texted at `phone` now, or null: no consent, or the number said STOP since. */
  async permission(applicationId: string, phone: string): Promise<TextPermission | null> {
    const [row] = await this.sql.query<{ channel: TextChannel; locale: Locale; latest: string | null }>('text-consent-permission', PERMISSION_SQL, [
      applicationId,
      phone,
    ]);
    if (!row || row.latest === 'withdrawn') return null;
    return { channel: row.channel, locale: row.locale };
  }

  /**
   * A reply's keyword: STOP stores a withdrawal, START a renewal (HELP stores nothing), and each raises
   * `text.keyword_received` for the answer, once per inbound message however often it is delivered.
   */
  async keyword(inboundId: string, phone: string, channel: TextChannel, keyword: TextKeyword, locale: Locale | null): Promise<void> {
    const kind = keyword === 'stop' ? 'withdrawn' : keyword === 'start' ? 'renewed' : null;
    const values = [randomUUID(), phone, kind, inboundId, locale, keyword, channel];
    await this.sql.query(kind ? 'text-keyword' : 'text-help', kind ? KEYWORD_SQL : HELP_SQL, values);
  }
}
