import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { SqlClient } from '../core/database/sql-client';

/** One client action in a case room waiting for (or listed in) a staff alert: ids only, read again when written. */
export type CaseAlertItem =
  | { eventId: string; applicationId: string; kind: 'message'; messageId: string }
  | { eventId: string; applicationId: string; kind: 'documents'; requestId: string; documentIds: string[] };

interface ItemRow {
  event_id: string;
  application_id: string;
  kind: 'message' | 'documents';
  message_id: string | null;
  request_id: string | null;
  document_ids: string[];
}

function toItem(row: ItemRow): CaseAlertItem {
  const base = { eventId: row.event_id, applicationId: row.application_id };
  return row.kind === 'message'
    ? { ...base, kind: 'message', messageId: row.message_id! }
    : { ...base, kind: 'documents', requestId: row.request_id!, documentIds: row.document_ids };
}

/** An alert whose e-mail is to be sent, and the case it is about. */
export interface AlertToSend {
  id: string;
  applicationId: string;
}

/**
 * The case room's staff alerts (tables `staff_case_alert`, `staff_case_alert_item`). An item is
 * recorded once per event; an alert takes a case's waiting items under a lock per case, so two
 * workers cannot both open one, and a case gets at most one alert within the window.
 */
@Injectable()
export class StaffCaseAlertStore {
  constructor(private readonly sql: SqlClient) {}

  async addItem(item: CaseAlertItem): Promise<void> {
    await this.sql.query(
      'case-alert-add-item',
      `insert into staff_case_alert_item (event_id, application_id, kind, message_id, request_id, document_ids)
       values ($1, $2, $3, $4, $5, $6::uuid[])
       on conflict (event_id) do nothing`,
      [
        item.eventId,
        item.applicationId,
        item.kind,
        item.kind === 'message' ? item.messageId : null,
        item.kind === 'documents' ? item.requestId : null,
        item.kind === 'documents' ? item.documentIds : [],
      ],
    );
  }

  /**
   * Opens the case's next alert with every item waiting, unless the case had one within
   * `windowSeconds` or nothing waits; the caller holds the new alert's claim and sends it.
   */
  openAlert(applicationId: string, windowSeconds: number): Promise<AlertToSend | null> {
    return this.sql.transaction(async (tx) => {
      await tx.query('case-alert-lock', `select pg_advisory_xact_lock(hashtext('staff-case-alert:' || $1))`, [applicationId]);
      const [recent] = await tx.query<{ id: string }>(
        'case-alert-recent',
        `select id from staff_case_alert where application_id = $1 and created_at > now() - make_interval(secs => $2) limit 1`,
        [applicationId, windowSeconds],
      );
      if (recent) return null;
      const [opened] = await tx.query<{ id: string }>(
        'case-alert-open',
        `with alert as (
           insert into staff_case_alert (id, application_id)
           select $2, $1 where exists (select 1 from staff_case_alert_item where application_id = $1 and alert_id is null)
           returning id
         ), taken as (
           update staff_case_alert_item set alert_id = (select id from alert)
           where application_id = $1 and alert_id is null and exists (select 1 from alert)
         )
         select id from alert`,
        [applicationId, randomUUID()],
      );
      return opened ? { id: opened.id, applicationId } : null;
    });
  }

  /** Cases with items waiting whose window has passed (the sweep opens their alerts). */
  async casesDue(windowSeconds: number): Promise<string[]> {
    const rows = await this.sql.query<{ application_id: string }>(
      'case-alert-cases-due',
      `select distinct i.application_id from staff_case_alert_item i
       where i.alert_id is null
         and not exists (select 1 from staff_case_alert a
                         where a.application_id = i.application_id and a.created_at > now() - make_interval(secs => $1))
       limit 100`,
      [windowSeconds],
    );
    return rows.map((row) => row.application_id);
  }

  /**
   * Alerts opened but not sent whose claim is older than `leaseSeconds` (a worker stopped, or its send
   * failed and gave the claim back): claimed again, each by one caller only.
   */
  reclaimUnsent(leaseSeconds: number): Promise<AlertToSend[]> {
    return this.sql.query<AlertToSend>(
      'case-alert-reclaim',
      `update staff_case_alert set claimed_at = now()
       where id in (select id from staff_case_alert
                    where sent_at is null and claimed_at < now() - make_interval(secs => $1)
                    order by created_at limit 20 for update skip locked)
         and sent_at is null
       returning id, application_id as "applicationId"`,
      [leaseSeconds],
    );
  }

  async items(alertId: string): Promise<CaseAlertItem[]> {
    const rows = await this.sql.query<ItemRow>(
      'case-alert-items',
      `select event_id, application_id, kind, message_id, request_id, document_ids
       from staff_case_alert_item where alert_id = $1 order by created_at, event_id`,
      [alertId],
    );
    return rows.map(toItem);
  }

  async markSent(alertId: string): Promise<void> {
    await this.sql.query('case-alert-sent', `update staff_case_alert set sent_at = now() where id = $1`, [alertId]);
  }

  /** A send that failed gives its claim back at once: the next sweep tries again. */
  async release(alertId: string): Promise<void> {
    await this.sql.query('case-alert-release', `update staff_case_alert set claimed_at = '-infinity' where id = $1 and sent_at is null`, [
      alertId,
    ]);
  }
}
