import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  isLocale,
  serviceAgreement,
  type AdminCaseMoney,
  type AdminDispute,
  type AdminDisputeFlag,
  type AdminRefund,
  type CaseBilling,
  type Locale,
} from '@reactivation/contracts';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { CasesService } from '../cases/cases.service';
import { PayableCasesService } from '../cases/payable-cases.service';
import { ApiException } from '../core/http/api.exception';
import { DOCUMENT_RENDERER, type DocumentRenderer } from '../printing/document-renderer.port';
import { DisputesRepository, type DisputeRow } from './disputes.repository';
import { agreementCopyDocument } from './documents/agreement.document';
import { businessOf } from './documents/business';
import { receiptDocument } from './documents/receipt.document';
import { PaymentsRepository } from './payments.repository';
import { RefundsRepository, type RefundRow } from './refunds.repository';
import { ServiceAgreementService, toAcceptance } from './service-agreement.service';

/** Status tokens are 192 random bits in base64url (32 characters); rotated ones keep the shape. */
const STATUS_TOKEN = /^[\w-]{32,64}$/;
const iso = (value: Date | string) => new Date(value).toISOString();
const OPEN_DISPUTE = ['warning_needs_response', 'warning_under_review', 'needs_response', 'under_review'];

export function toAdminRefund(row: RefundRow): AdminRefund {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    source: row.source,
    reason: row.reason,
    note: row.note,
    actor: row.actor,
    createdAt: iso(row.created_at),
  };
}

export function toAdminDispute(row: DisputeRow): AdminDispute {
  return {
    id: row.id,
    providerDisputeId: row.provider_dispute_id,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    dueBy: row.due_by && row.closed_at === null ? iso(row.due_by) : null,
    outcome: row.outcome,
    openedAt: iso(row.opened_at),
    closedAt: row.closed_at ? iso(row.closed_at) : null,
    evidenceSubmittedAt: row.evidence_submitted_at ? iso(row.evidence_submitted_at) : null,
  };
}

function toFlag(row: DisputeRow): AdminDisputeFlag {
  const open = row.closed_at === null && OPEN_DISPUTE.includes(row.status);
  return { disputeId: row.id, status: row.status, open, dueBy: open && row.due_by ? iso(row.due_by) : null, outcome: row.outcome };
}

/** Refunds that moved money (the client's, staff's "refunded" figure), and all that is spoken for (what cannot be refunded again). */
function totals(refunds: RefundRow[]): { moved: number; reserved: number } {
  let moved = 0;
  let reserved = 0;
  for (const refund of refunds) {
    if (refund.status === 'pending' || refund.status === 'succeeded') moved += refund.amount;
    if (refund.status === 'requested' || refund.status === 'pending' || refund.status === 'succeeded') reserved += refund.amount;
  }
  return { moved, reserved };
}

/** A refund as the client's e-mail tells it. */
export interface RefundNotice {
  applicationId: string;
  caseNumber: string;
  firstName: string;
  email: string;
  locale: Locale;
  statusToken: string;
  amount: number;
  currency: string;
  /** Everything refunded so far, this refund included, and what remains paid. */
  totalRefunded: number;
  remaining: number;
  cardLast4: string | null;
  receiptNumber: string;
}

/** A dispute as staff's alert tells it. */
export interface DisputeNotice {
  applicationId: string;
  caseNumber: string;
  clientName: string;
  email: string;
  dispute: AdminDispute;
  receiptNumber: string;
}

/**
 * A case's money as the panel, the case room and the e-mails read it: the received payment and its
 * receipt, refunds, disputes, the agreement accepted, and the PDFs a client downloads from the room.
 */
@Injectable()
export class CaseMoneyService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly refunds: RefundsRepository,
    private readonly disputes: DisputesRepository,
    private readonly agreements: ServiceAgreementService,
    private readonly payableCases: PayableCasesService,
    private readonly cases: CasesService,
    @Inject(DOCUMENT_RENDERER) private readonly renderer: DocumentRenderer,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** The money panel of the case file. */
  async adminMoney(applicationId: string): Promise<AdminCaseMoney> {
    const [payment, refunds, disputes, acceptance] = await Promise.all([
      this.payments.succeededOfCase(applicationId),
      this.refunds.ofCase(applicationId),
      this.disputes.ofCase(applicationId),
      this.agreements.latest(applicationId),
    ]);
    const { reserved } = totals(refunds);
    return {
      payment: payment
        ? {
            id: payment.id,
            amount: payment.amount,
            currency: payment.currency,
            paidAt: payment.paidAt.toISOString(),
            receiptNumber: payment.receiptNumber,
            cardBrand: payment.cardBrand,
            cardLast4: payment.cardLast4,
            gateway: payment.gateway,
          }
        : null,
      refunded: reserved,
      refundable: payment ? Math.max(payment.amount - reserved, 0) : 0,
      refunds: refunds.map(toAdminRefund),
      disputes: disputes.map(toAdminDispute),
      agreement: acceptance
        ? {
            ...toAcceptance(acceptance, serviceAgreement(acceptance.version)),
            ipAddress: acceptance.ip_address,
            userAgent: acceptance.user_agent,
            via: acceptance.via,
          }
        : null,
    };
  }

  /** Each disputed case's flag (its latest dispute), for the case list. */
  async disputeFlags(): Promise<Map<string, AdminDisputeFlag>> {
    return new Map((await this.disputes.latestPerCase()).map((row) => [row.application_id, toFlag(row)]));
  }

  /** The case room's money: the agreement accepted and the receipt, each with its download under the token. */
  async billing(token: string): Promise<CaseBilling> {
    const found = await this.caseOfToken(token);
    const [payment, refunds, acceptance] = await Promise.all([
      this.payments.succeededOfCase(found.id),
      this.refunds.ofCase(found.id),
      this.agreements.latest(found.id),
    ]);
    const moved = refunds.filter((refund) => refund.status === 'pending' || refund.status === 'succeeded');
    const base = `/api/case-status/${token}`;
    return {
      agreement: acceptance
        ? { ...toAcceptance(acceptance, serviceAgreement(acceptance.version)), downloadUrl: this.url(`${base}/agreement.pdf`) }
        : null,
      receipt: payment
        ? {
            number: payment.receiptNumber,
            amount: payment.amount,
            currency: payment.currency,
            paidAt: payment.paidAt.toISOString(),
            cardLast4: payment.cardLast4,
            refunded: totals(refunds).moved,
            downloadUrl: this.url(`${base}/receipt.pdf`),
          }
        : null,
      refunds: moved.map((refund) => ({
        amount: refund.amount,
        currency: refund.currency,
        status: refund.status as 'pending' | 'succeeded',
        createdAt: iso(refund.created_at),
      })),
    };
  }

  /** The receipt PDF, in the case's language unless `lang` names another; 404 before a payment is received. */
  async receiptPdf(token: string, lang: string | undefined): Promise<{ pdf: Buffer; fileName: string }> {
    const found = await this.caseOfToken(token);
    const payment = await this.payments.succeededOfCase(found.id);
    if (!payment) throw new ApiException(HttpStatus.NOT_FOUND, 'billing.noReceipt');
    const full = (await this.cases.findById(found.id))!;
    const refunds = (await this.refunds.ofCase(found.id)).filter((refund) => refund.status === 'pending' || refund.status === 'succeeded');
    const pdf = await this.renderer.render(
      receiptDocument({
        locale: isLocale(lang) ? lang : found.locale,
        business: businessOf(this.env),
        number: payment.receiptNumber,
        paidAt: payment.paidAt,
        clientName: `${full.firstName} ${full.lastName}`.trim(),
        email: full.email,
        caseNumber: full.caseNumber,
        amount: payment.amount,
        currency: payment.currency,
        card: payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
        testPayment: payment.gateway === 'test',
        refunds: refunds.map((refund) => ({
          createdAt: new Date(refund.created_at),
          amount: refund.amount,
          status: refund.status as 'pending' | 'succeeded',
        })),
      }),
    );
    return { pdf, fileName: `${payment.receiptNumber}.pdf` };
  }

  /** The client's copy of the agreement accepted for the case, in the language it was accepted in. */
  async agreementPdf(token: string): Promise<{ pdf: Buffer; fileName: string }> {
    const found = await this.caseOfToken(token);
    const acceptance = await this.agreements.latest(found.id);
    const agreement = acceptance ? serviceAgreement(acceptance.version) : undefined;
    if (!acceptance || !agreement) throw new ApiException(HttpStatus.NOT_FOUND, 'billing.noAgreement');
    const full = (await this.cases.findById(found.id))!;
    const pdf = await this.renderer.render(
      agreementCopyDocument({
        business: businessOf(this.env),
        agreement,
        caseNumber: full.caseNumber,
        clientName: `${full.firstName} ${full.lastName}`.trim(),
        acceptance: {
          locale: acceptance.locale,
          acceptedAt: new Date(acceptance.accepted_at),
          textSha256: acceptance.text_sha256,
          ipAddress: acceptance.ip_address,
          userAgent: acceptance.user_agent,
        },
      }),
    );
    return { pdf, fileName: `${full.caseNumber}-agreement-${agreement.version}.pdf` };
  }

  /** For the client's refund e-mail; null when the refund or its case is gone or it moved no money. */
  async refundNotice(refundId: string): Promise<RefundNotice | null> {
    const refund = await this.refunds.byId(refundId);
    if (!refund || (refund.status !== 'pending' && refund.status !== 'succeeded')) return null;
    const [found, payment, all] = await Promise.all([
      this.cases.findById(refund.application_id),
      this.payments.succeeded(refund.payment_id),
      this.refunds.ofCase(refund.application_id),
    ]);
    if (!found || !payment) return null;
    const upToThis = all.filter(
      (other) => (other.status === 'pending' || other.status === 'succeeded') && new Date(other.created_at) <= new Date(refund.created_at),
    );
    const totalRefunded = upToThis.reduce((sum, other) => sum + other.amount, 0);
    return {
      applicationId: found.id,
      caseNumber: found.caseNumber,
      firstName: found.firstName,
      email: found.email,
      locale: found.locale,
      statusToken: found.statusToken,
      amount: refund.amount,
      currency: refund.currency,
      totalRefunded,
      remaining: Math.max(payment.amount - totalRefunded, 0),
      cardLast4: payment.cardLast4,
      receiptNumber: payment.receiptNumber,
    };
  }

  /** A refund as the journal names it: how much, why, from where. */
  async refundForJournal(refundId: string): Promise<{ amount: number; currency: string; reason: string; source: string } | null> {
    const refund = await this.refunds.byId(refundId);
    return refund ? { amount: refund.amount, currency: refund.currency, reason: refund.reason, source: refund.source } : null;
  }

  /** For staff's dispute alert (e-mail and messenger); null when the dispute or its case is gone. */
  async disputeNotice(disputeId: string): Promise<DisputeNotice | null> {
    const dispute = await this.disputes.byId(disputeId);
    const found = dispute && (await this.cases.findById(dispute.application_id));
    const payment = dispute && (await this.payments.succeeded(dispute.payment_id));
    if (!dispute || !found || !payment) return null;
    return {
      applicationId: found.id,
      caseNumber: found.caseNumber,
      clientName: `${found.firstName} ${found.lastName}`.trim(),
      email: found.email,
      dispute: toAdminDispute(dispute),
      receiptNumber: payment.receiptNumber,
    };
  }

  private async caseOfToken(token: string) {
    const found = STATUS_TOKEN.test(token) ? await this.payableCases.byStatusToken(token) : null;
    if (!found) throw new ApiException(HttpStatus.NOT_FOUND, 'case.statusLinkInvalid');
    return found;
  }

  private url(path: string): string {
    return new URL(path, this.env.PUBLIC_URL).toString();
  }
}
