import { formatAmount, type Locale } from '@reactivation/contracts';
import type { PrintBlock, PrintDocument } from '../../printing/document-renderer.port';
import { issuerLines, type Business } from './business';
import { CLIENT_DOCUMENT_TEXTS, fill, formatDateTime, formatDay } from './document-texts';

export interface ReceiptContent {
  locale: Locale;
  business: Business;
  number: string;
  paidAt: Date;
  clientName: string;
  email: string;
  caseNumber: string;
  amount: number;
  currency: string;
  card: { brand: string | null; last4: string | null } | null;
  testPayment: boolean;
  /** The refunds that moved money (pending or done), oldest first. */
  refunds: Array<{ createdAt: Date; amount: number; status: 'pending' | 'succeeded' }>;
}

/** The card's line: "Visa card ending in 4242", "Card ending in 4242", or "Card". */
function cardLine(content: ReceiptContent): string {
  const t = CLIENT_DOCUMENT_TEXTS[content.locale].receipt;
  if (content.testPayment) return t.testMode;
  const last4 = content.card?.last4;
  if (!last4) return t.cardUnknown;
  const brand = content.card?.brand;
  return brand ? fill(t.cardWithBrand, { brand: brand.charAt(0).toUpperCase() + brand.slice(1), last4 }) : fill(t.card, { last4 });
}

/** The client's numbered receipt, in their language, with the refunds made since (and the net paid). */
export function receiptDocument(content: ReceiptContent): PrintDocument {
  const texts = CLIENT_DOCUMENT_TEXTS[content.locale];
  const t = texts.receipt;
  const money = (cents: number) => formatAmount(cents, content.currency);
  const blocks: PrintBlock[] = [
    {
      kind: 'fields',
      rows: [
        [t.number, content.number],
        [t.paidAt, formatDateTime(content.paidAt, content.locale)],
        [t.billedTo, content.clientName],
        [t.email, content.email],
        [t.caseNumber, content.caseNumber],
        [t.description, t.descriptionText],
        [t.amount, money(content.amount)],
        [t.method, cardLine(content)],
      ],
    },
  ];
  if (content.refunds.length > 0) {
    const refunded = content.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    blocks.push(
      { kind: 'heading', text: t.refundsTitle },
      {
        kind: 'table',
        columns: [t.refundDate, t.refundAmount, t.refundStatus],
        rows: content.refunds.map((refund) => [
          formatDay(refund.createdAt, content.locale),
          money(refund.amount),
          t.refundStatuses[refund.status],
        ]),
        widths: [0.3, 0.25, 0.45],
      },
      { kind: 'fields', rows: [[t.totalRefunded, money(refunded)], [t.netPaid, money(content.amount - refunded)]] },
      { kind: 'paragraph', text: t.refundArrival, small: true },
    );
  }
  blocks.push({ kind: 'rule' });
  if (content.business.taxId) blocks.push({ kind: 'paragraph', text: fill(t.taxId, { taxId: content.business.taxId }), small: true });
  blocks.push({ kind: 'paragraph', text: fill(t.keep, { email: content.business.email, phone: content.business.phone }), small: true, muted: true });
  return {
    title: fill(t.title, { number: content.number }),
    language: content.locale === 'es' ? 'es-US' : 'en-US',
    issuer: issuerLines(content.business),
    blocks,
    footer: fill(t.footer, { number: content.number, caseNumber: content.caseNumber }),
    pageLabel: texts.pageLabel,
  };
}
