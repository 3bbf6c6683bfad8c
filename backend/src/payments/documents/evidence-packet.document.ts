import { formatAmount, platformName, serviceAgreement, type CaseStatus } from '@reactivation/contracts';
import type { CaseDossier } from '../../cases/case-dossier.service';
import type { PrintBlock, PrintDocument } from '../../printing/document-renderer.port';
import type { DisputeRow } from '../disputes.repository';
import type { SucceededPayment } from '../payments.repository';
import type { RefundRow } from '../refunds.repository';
import type { AcceptanceRow } from '../terms-acceptance.repository';
import { agreementBlocks, filledAgreement } from './agreement.document';
import { issuerLines, type Business } from './business';
import { EVIDENCE_TEXTS as t, fill, utcStamp } from './document-texts';

export interface EvidenceContent {
  business: Business;
  dispute: DisputeRow;
  payment: SucceededPayment;
  refunds: RefundRow[];
  acceptance: AcceptanceRow | null;
  dossier: CaseDossier;
  preparedAt: Date;
}

const brandName = (brand: string | null) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '');
const statusName = (status: CaseStatus | null) => (status ? t.statuses[status] : '—');

/** What happened to the case, oldest first: its history, with the e-mails sent to the client among it. */
function timeline(dossier: CaseDossier): Array<[Date, string]> {
  const events = t.events as Record<string, string>;
  const entries: Array<[Date, string]> = [[dossier.createdAt, t.events.submitted]];
  for (const item of dossier.history) {
    const template = events[item.kind] ?? t.events.other;
    entries.push([item.at, fill(template, { from: statusName(item.fromStatus), to: statusName(item.toStatus), kind: item.kind })]);
  }
  for (const email of dossier.emails) entries.push([email.sentAt, fill(t.events.email_sent, { template: email.template })]);
  return entries.sort((a, b) => a[0].getTime() - b[0].getTime());
}

/**
 * The evidence packet of a dispute, as one document in time order: a summary, the dispute, the
 * agreement accepted (version, hash, time, address, browser, consent) with its whole text, the
 * receipt and refunds, the case's timeline, the messages, the documents asked for and received.
 * English: it goes to the card provider and the bank. Staff are never named (our team).
 */
export function evidencePacketDocument(content: EvidenceContent): PrintDocument {
  const { dispute, payment, dossier, acceptance } = content;
  const money = (cents: number) => formatAmount(cents, payment.currency);
  const name = `${dossier.firstName} ${dossier.lastName}`.trim();
  const agreement = acceptance ? serviceAgreement(acceptance.version) : undefined;
  const summaryValues = {
    name,
    email: dossier.email,
    platform: platformName(dossier.platform, 'gig platform'),
    createdAt: utcStamp(dossier.createdAt),
    version: acceptance?.version ?? '',
    acceptedAt: acceptance ? utcStamp(new Date(acceptance.accepted_at)) : '',
    amount: money(payment.amount),
    paidAt: utcStamp(payment.paidAt),
  };
  const refunded = content.refunds
    .filter((refund) => refund.status === 'pending' || refund.status === 'succeeded')
    .reduce((sum, refund) => sum + refund.amount, 0);

  const blocks: PrintBlock[] = [
    {
      kind: 'paragraph',
      text: fill(t.intro, {
        disputeId: dispute.provider_dispute_id,
        reason: dispute.reason,
        receiptNumber: payment.receiptNumber,
        preparedAt: utcStamp(content.preparedAt),
      }),
    },
    { kind: 'heading', text: t.summaryTitle },
    { kind: 'paragraph', text: fill(acceptance ? t.summary : t.summaryNoAgreement, summaryValues) },
    { kind: 'heading', text: t.disputeTitle },
    {
      kind: 'fields',
      rows: [
        [t.dispute.id, dispute.provider_dispute_id],
        [t.dispute.reason, dispute.reason],
        [t.dispute.amount, formatAmount(dispute.amount, dispute.currency)],
        [t.dispute.status, dispute.status],
        [t.dispute.dueBy, dispute.due_by ? utcStamp(new Date(dispute.due_by)) : '—'],
        [t.dispute.openedAt, utcStamp(new Date(dispute.opened_at))],
      ],
    },
    { kind: 'heading', text: t.agreementTitle },
  ];
  if (acceptance) {
    blocks.push({
      kind: 'fields',
      rows: [
        [t.acceptance.version, acceptance.version],
        [t.acceptance.publishedOn, agreement?.publishedOn ?? '—'],
        [t.acceptance.language, acceptance.locale],
        [t.acceptance.acceptedAt, `${utcStamp(new Date(acceptance.accepted_at))} UTC`],
        [t.acceptance.address, acceptance.ip_address],
        [t.acceptance.browser, acceptance.user_agent],
        [t.acceptance.via, t.acceptance.viaPages[acceptance.via]],
        [t.acceptance.consent, t.acceptance.consentGiven],
      ],
    });
    // On a line of its own: 64 characters do not fit the value column without breaking.
    blocks.push({ kind: 'paragraph', text: `${t.acceptance.hash}: ${acceptance.text_sha256}` });
  } else {
    blocks.push({ kind: 'paragraph', text: t.acceptance.none });
  }
  blocks.push(
    { kind: 'heading', text: t.receiptTitle },
    {
      kind: 'fields',
      rows: [
        [t.receipt.number, payment.receiptNumber],
        [t.receipt.paidAt, `${utcStamp(payment.paidAt)} UTC`],
        [t.receipt.amount, money(payment.amount)],
        [t.receipt.card, payment.cardLast4 ? `${brandName(payment.cardBrand)} •••• ${payment.cardLast4}`.trim() : t.receipt.cardUnknown],
        [t.receipt.refunded, refunded > 0 ? money(refunded) : t.receipt.none],
      ],
    },
  );
  if (content.refunds.length > 0) {
    blocks.push(
      { kind: 'heading', text: t.refundsTitle, level: 3 },
      {
        kind: 'table',
        columns: t.refundColumns,
        rows: content.refunds.map((refund) => [
          utcStamp(new Date(refund.created_at)),
          money(refund.amount),
          t.refundStatuses[refund.status],
          refund.reason,
        ]),
        widths: [0.28, 0.2, 0.22, 0.3],
      },
    );
  }
  blocks.push(
    { kind: 'heading', text: t.timelineTitle },
    { kind: 'table', columns: t.timelineColumns, rows: timeline(dossier).map(([at, what]) => [utcStamp(at), what]), widths: [0.3, 0.7] },
    { kind: 'heading', text: t.messagesTitle },
  );
  blocks.push(
    tableOr(
      t.noMessages,
      t.messageColumns,
      dossier.messages.map((message) => [utcStamp(new Date(message.sentAt)), t.authors[message.author], message.body]),
      [0.24, 0.14, 0.62],
    ),
    { kind: 'heading', text: t.requestsTitle },
    tableOr(
      t.noRequests,
      t.requestColumns,
      dossier.requests.map((request) => [
        utcStamp(new Date(request.requestedAt)),
        request.label,
        request.fulfilledAt ? utcStamp(new Date(request.fulfilledAt)) : t.notReceived,
      ]),
      [0.28, 0.44, 0.28],
    ),
    { kind: 'heading', text: t.documentsTitle },
    tableOr(
      t.noDocuments,
      t.documentColumns,
      dossier.documents.map((doc) => [
        utcStamp(doc.receivedAt),
        doc.originalName,
        doc.contentType,
        `${Math.max(1, Math.round(doc.sizeBytes / 1024))} KB`,
        doc.requestLabel ?? t.fromForm,
      ]),
      [0.22, 0.26, 0.16, 0.1, 0.26],
    ),
  );
  if (acceptance && agreement) {
    const text = filledAgreement(agreement, acceptance.locale, content.business);
    blocks.push({ kind: 'pageBreak' }, { kind: 'heading', text: t.agreementTextTitle }, { kind: 'heading', text: text.title, level: 2 }, ...agreementBlocks(text));
  }
  return {
    title: fill(t.title, { caseNumber: dossier.caseNumber }),
    language: 'en-US',
    issuer: issuerLines(content.business),
    blocks,
    footer: fill(t.footer, { disputeId: dispute.provider_dispute_id, caseNumber: dossier.caseNumber }),
    pageLabel: t.pageLabel,
  };
}

/** A table of the rows, or the sentence that says there are none (a reviewer reads "none" rather than an empty grid). */
function tableOr(none: string, columns: readonly string[], rows: ReadonlyArray<readonly string[]>, widths: readonly number[]): PrintBlock {
  return rows.length > 0 ? { kind: 'table', columns, rows, widths } : { kind: 'paragraph', text: none };
}

/** The text fields the provider asks for beside the packet. */
export function evidenceFields(content: EvidenceContent) {
  const { acceptance, payment } = content;
  const values = {
    version: acceptance?.version ?? '',
    hash: acceptance?.text_sha256 ?? '',
    acceptedAt: acceptance ? `${utcStamp(new Date(acceptance.accepted_at))} UTC` : '',
    address: acceptance?.ip_address ?? '',
    amount: formatAmount(payment.amount, payment.currency),
    receiptNumber: payment.receiptNumber,
  };
  return {
    productDescription: t.productDescription,
    refundPolicyDisclosure: t.refundPolicy,
    cancellationPolicyDisclosure: t.cancellationPolicy,
    summary: fill(acceptance ? t.submissionSummary : t.submissionSummaryNoAgreement, values),
  };
}
