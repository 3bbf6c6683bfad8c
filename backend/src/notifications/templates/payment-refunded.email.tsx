import { Text } from '@react-email/components';
import { ClientEmail, type ClientEmailProps } from './client-email';
import { ActionButton, ClientFooter, DetailRows, Highlight, SectionTitle } from './email-parts';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface PaymentRefundedProps extends ClientEmailProps {
  caseNumber: string;
  /** Already formatted, e.g. "$50.00 USD". */
  amount: string;
  totalRefunded: string;
  /** What stays paid, formatted; null once everything was refunded. */
  remaining: string | null;
  receiptNumber: string;
  cardLast4: string | null;
  statusUrl: string;
}

/** To the client for each refund (from the panel or the card provider's dashboard): how much, to which card, and when it arrives. */
export function PaymentRefundedEmail(props: PaymentRefundedProps) {
  const t = CLIENT_TEXTS[props.locale].paymentRefunded;
  const rows: [string, string][] = [
    [t.caseNumberLabel, props.caseNumber],
    [t.amountLabel, props.amount],
    [t.totalLabel, props.totalRefunded],
    ...(props.remaining ? ([[t.remainingLabel, props.remaining]] as [string, string][]) : []),
    [t.toLabel, props.cardLast4 ? fill(t.card, { last4: props.cardLast4 }) : t.cardUnknown],
    [t.receiptLabel, props.receiptNumber],
  ];
  const texts = { ...t, intro: props.remaining ? t.intro : t.introFull };
  return (
    <ClientEmail locale={props.locale} texts={texts} values={props}>
      <Highlight>
        <Text style={{ margin: '0 0 8px', fontSize: '16px', fontWeight: 700 }}>{t.refundTitle}</Text>
        <DetailRows rows={rows} />
      </Highlight>
      <SectionTitle>{t.arrivalTitle}</SectionTitle>
      <Text>{t.arrival}</Text>
      <Text>{t.receiptNote}</Text>
      <ActionButton href={props.statusUrl}>{t.button}</ActionButton>
      <ClientFooter contact={fill(t.contact, props)} />
    </ClientEmail>
  );
}

export function paymentRefundedSubject(props: Pick<PaymentRefundedProps, 'locale' | 'caseNumber' | 'amount'>): string {
  return fill(CLIENT_TEXTS[props.locale].paymentRefunded.subject, props);
}
