import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CasesService } from '../cases/cases.service';
import { CaseRoomService } from '../cases/room/case-room.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { PeriodicSweep } from './periodic-sweep';
import { StaffCaseAlertStore, type AlertToSend, type CaseAlertItem } from './staff-case-alert.store';
import { TemplateEmailService } from './template-email.service';
import { EMAIL_TEMPLATES } from './templates/email-templates';
import type { CaseActivityEntry } from './templates/staff-case-activity.email';

/** A message as one entry of a staff alert: long ones are cut, the panel has the rest. */
const ALERT_TEXT_MAX = 1000;
/**
 * How long a worker holds an alert it is sending before another may take it over: longer than the
 * mailer can wait on the SMTP server (SMTP_*_TIMEOUT_MS, 80 s together by default).
 */
const CLAIM_LEASE_SECONDS = 300;

/**
 * Staff alerts of the case room, batched per case: each client message or upload is recorded as an
 * item (once per event); a quiet case's first item is alerted at once, and later ones wait until
 * CASE_ROOM_ALERT_WINDOW_SECONDS after the case's last alert, when the worker's sweep (every
 * CHAT_EMAIL_SWEEP_MS) sends one e-mail listing them all. The alert is opened in the database under
 * a lock per case and e-mailed through the ledger under its own id, so a restart or a second worker
 * neither loses an item nor sends an alert twice.
 */
@Injectable()
export class StaffCaseAlertsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(StaffCaseAlertsService.name);
  private readonly sweeper = new PeriodicSweep(this.logger, 'Case room alerts', (count) => this.sweepPass(count));

  constructor(
    private readonly store: StaffCaseAlertStore,
    private readonly cases: CasesService,
    private readonly room: CaseRoomService,
    private readonly mail: TemplateEmailService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  onApplicationBootstrap(): void {
    this.sweeper.start(this.env.CHAT_EMAIL_SWEEP_MS);
  }

  onApplicationShutdown(): void {
    this.sweeper.stop();
  }

  /** Records what the client did and alerts staff now if the case's window allows (the event's job). */
  async record(item: CaseAlertItem): Promise<void> {
    await this.store.addItem(item);
    await this.flush(item.applicationId);
  }

  /** One pass: alerts a worker left unsent, then the cases whose window has passed; returns the e-mails sent. */
  sweep(): Promise<number> {
    return this.sweeper.run();
  }

  private async sweepPass(count: () => void): Promise<void> {
    for (const alert of await this.store.reclaimUnsent(CLAIM_LEASE_SECONDS)) if (await this.send(alert)) count();
    for (const applicationId of await this.store.casesDue(this.env.CASE_ROOM_ALERT_WINDOW_SECONDS)) {
      if (await this.flush(applicationId)) count();
    }
  }

  private async flush(applicationId: string): Promise<boolean> {
    const alert = await this.store.openAlert(applicationId, this.env.CASE_ROOM_ALERT_WINDOW_SECONDS);
    return alert ? this.send(alert) : false;
  }

  /** Writes the alert from what its items name now and sends it once (the ledger knows it by the alert's id). */
  private async send(alert: AlertToSend): Promise<boolean> {
    try {
      const application = await this.cases.findById(alert.applicationId);
      const entries = application ? await this.entries(await this.store.items(alert.id)) : [];
      let sent = false;
      if (application && entries.length > 0) {
        const props = {
          caseNumber: application.caseNumber,
          name: `${application.firstName} ${application.lastName}`.trim(),
          entries,
          windowMinutes: Math.max(1, Math.round(this.env.CASE_ROOM_ALERT_WINDOW_SECONDS / 60)),
          caseUrl: this.mail.staffCaseLink(application.caseNumber),
        };
        sent = await this.mail.sendTemplate(EMAIL_TEMPLATES.staffCaseActivity, props, {
          eventId: alert.id,
          recipientRole: 'staff',
          applicationId: application.id,
          to: this.mail.staffAddress,
        });
      } else {
        this.logger.warn(`Case room alert ${alert.id}: the case or everything it listed is gone, nothing sent`);
      }
      await this.store.markSent(alert.id);
      return sent;
    } catch (error) {
      await this.store.release(alert.id).catch(() => undefined);
      throw error;
    }
  }

  /** The items as the e-mail lists them, read again from the case room; what is gone is left out. */
  private async entries(items: CaseAlertItem[]): Promise<CaseActivityEntry[]> {
    const entries = await Promise.all(
      items.map(async (item): Promise<CaseActivityEntry | null> => {
        if (item.kind === 'message') {
          const message = await this.room.messageById(item.messageId);
          return message ? { kind: 'message', text: message.body.slice(0, ALERT_TEXT_MAX) } : null;
        }
        const request = await this.room.requestById(item.requestId);
        if (!request) return null;
        const files = new Set(item.documentIds);
        const names = request.documents.filter((doc) => files.has(doc.id)).map((doc) => doc.originalName);
        return names.length > 0 ? { kind: 'documents', label: request.label, names } : null;
      }),
    );
    return entries.filter((entry) => entry !== null);
  }
}
