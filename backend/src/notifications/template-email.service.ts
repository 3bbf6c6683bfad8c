import { Inject, Injectable } from '@nestjs/common';
import { adminCasePath, caseRoomPath, type Locale } from '@reactivation/contracts';
import { createElement, type ComponentType } from 'react';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { EmailLedgerService, type OutgoingEmail } from './email-ledger.service';
import { renderEmail } from './templates/render-email';

/** One e-mail template: its name in the ledger, its subject line and its React Email component. */
export interface EmailTemplate<P extends object> {
  /** A function where one component serves several ledger templates (one per case status). */
  name: string | ((props: P) => string);
  subject: (props: P) => string;
  component: ComponentType<P>;
}

/** Who gets it and under which event: the ledger's fields other than what the template gives. */
export type Delivery = Omit<OutgoingEmail, 'template' | 'subject' | 'render'>;

/**
 * Sends a template through the ledger (once per event and recipient), and knows the settings every
 * e-mail uses: the support contacts clients see, the staff address and links into the site.
 */
@Injectable()
export class TemplateEmailService {
  constructor(
    private readonly ledger: EmailLedgerService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** The contact lines every client e-mail ends with. */
  get support(): { supportEmail: string; supportPhone: string } {
    return { supportEmail: this.env.SUPPORT_EMAIL, supportPhone: this.env.SUPPORT_PHONE };
  }

  get staffAddress(): string {
    return this.env.STAFF_EMAIL;
  }

  /** An absolute link to a page of the site, for a button in an e-mail. */
  link(path: string): string {
    return new URL(path, this.env.PUBLIC_URL).toString();
  }

  /** The case's page in the staff panel; a signed-out reader signs in first and comes back to it. */
  staffCaseLink(caseNumber: string): string {
    return this.link(adminCasePath(caseNumber));
  }

  /** The client's case room, opening in the case's language (the site reads `?lang` before its code runs). */
  caseRoomLink(statusToken: string, locale: Locale): string {
    return this.link(caseRoomPath(statusToken, locale));
  }

  /** Returns false when the e-mail had been sent already or its address is over the daily limit. */
  sendTemplate<P extends object>(template: EmailTemplate<P>, props: P, delivery: Delivery): Promise<boolean> {
    return this.ledger.sendOnce({
      ...delivery,
      template: typeof template.name === 'function' ? template.name(props) : template.name,
      subject: template.subject(props),
      // Rendered only once the ledger row is claimed: a repeat costs no rendering.
      render: () => renderEmail(createElement(template.component, props)),
    });
  }
}
