import { Injectable } from '@nestjs/common';
import type { Locale } from '@reactivation/contracts';
import { SqlClient } from '../core/database/sql-client';

export interface AcceptanceRow {
  application_id: string;
  version: string;
  locale: Locale;
  text_sha256: string;
  ip_address: string;
  user_agent: string;
  via: 'payment_link' | 'home_form';
  accepted_at: Date;
}

export interface NewAcceptance {
  applicationId: string;
  version: string;
  locale: Locale;
  textSha256: string;
  ipAddress: string;
  userAgent: string;
  via: AcceptanceRow['via'];
}

const COLUMNS = 'application_id, version, locale, text_sha256, ip_address, user_agent, via, accepted_at';

/** The terms_acceptance table: a case's acceptance of each agreement version, the first one kept. */
@Injectable()
export class TermsAcceptanceRepository {
  constructor(private readonly sql: SqlClient) {}

  /** Records the acceptance, or answers the one recorded first for this case and version (a second tick changes nothing). */
  async record(acceptance: NewAcceptance): Promise<AcceptanceRow> {
    const [row] = await this.sql.query<AcceptanceRow>(
      'terms-acceptance-record',
      `with created as (
         insert into terms_acceptance (application_id, version, locale, text_sha256, electronic_consent, ip_address, user_agent, via)
         values ($1, $2, $3, $4, true, $5, $6, $7)
         on conflict (application_id, version) do nothing
         returning ${COLUMNS}
       )
       select ${COLUMNS} from created
       union all
       select ${COLUMNS} from terms_acceptance where application_id = $1 and version = $2 and not exists (select 1 from created)`,
      [
        acceptance.applicationId,
        acceptance.version,
        acceptance.locale,
        acceptance.textSha256,
        acceptance.ipAddress,
        acceptance.userAgent,
        acceptance.via,
      ],
    );
    // A concurrent first acceptance committed after this statement's snapshot: it is there for the next one.
    return row ?? (await this.accepted(acceptance.applicationId, acceptance.version))!;
  }

  private async accepted(applicationId: string, version: string): Promise<AcceptanceRow | null> {
    const [row] = await this.sql.query<AcceptanceRow>(
      'terms-acceptance-of-version',
      `select ${COLUMNS} from terms_acceptance where application_id = $1 and version = $2`,
      [applicationId, version],
    );
    return row ?? null;
  }

  async hasAccepted(applicationId: string, version: string): Promise<boolean> {
    const rows = await this.sql.query(
      'terms-acceptance-exists',
      `select 1 from terms_acceptance where application_id = $1 and version = $2`,
      [applicationId, version],
    );
    return rows.length > 0;
  }

  /** The case's latest acceptance (the version its payment was made under), or null. */
  async latest(applicationId: string): Promise<AcceptanceRow | null> {
    const [row] = await this.sql.query<AcceptanceRow>(
      'terms-acceptance-latest',
      `select ${COLUMNS} from terms_acceptance where application_id = $1 order by accepted_at desc limit 1`,
      [applicationId],
    );
    return row ?? null;
  }
}
