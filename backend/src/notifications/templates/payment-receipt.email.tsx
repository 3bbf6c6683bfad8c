import { Link, Text } from '@react-email/components';
import { ClientEmail, type ClientEmailProps } from './client-email';
import { ActionButton, ClientFooter, DetailRows, Highlight, SectionTitle } from './email-parts';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface PaymentReceiptProps extends ClientEmailProps {
  caseNumber: string;
  /** Already formatted for the client, e.g. "$200.00 USD". */
  amount: string;
  /** Already formatted for the client's language. */
  paidAt: string;
  statusUrl: string;
  receiptNumber: string;
  /** The receipt PDF under the case room's token. */
  receiptUrl: string;
  /** The accepted agreement's PDF, when an acceptance is recorded. */
  agreementUrl: string | null;
}

/** To the client once the payment goes through: the receipt and what happens next. */
export function PaymentReceiptEmail(props: PaymentReceiptProps) {
  const t = CLIENT_TEXTS[props.locale].paymentReceipt;
  const rows: [string, string][] = [
    [t.receiptNumberLabel, props.receiptNumber],
    [t.caseNumberLabel, props.caseNumber],
    [t.descriptionLabel, t.description],
    [t.amountLabel, props.amount],
    [t.paidAtLabel, props.paidAt],
    [t.methodLabel, t.method],
  ];
  return (
    <ClientEmail locale={props.locale} texts={t} values={props}>
      <Highlight>
        <Text style={{ margin: '0 0 8px', fontSize: '16px', fontWeight: 700 }}>{t.receiptTitle}</Text>
        <DetailRows rows={rows} />
      </Highlight>
      <SectionTitle>{t.nextTitle}</SectionTitle>
      <Text>1. {t.next1}</Text>
      <Text>2. {t.next2}</Text>
      <Text>3. {t.next3}</Text>
      <SectionTitle>{t.documentsTitle}</SectionTitle>
      <Text>
        <Link href={props.receiptUrl}>{t.receiptLink}</Link>
      </Text>
      {props.agreementUrl && (
        <Text>
          <Link href={props.agreementUrl}>{t.agreementLink}</Link>
        </Text>
      )}
      <Text>{t.documentsNote}</Text>
      <ActionButton href={props.statusUrl}>{t.button}</ActionButton>
      <ClientFooter contact={fill(t.contact, props)} disclaimer={t.disclaimer} />
    </ClientEmail>
  );
}

export function paymentReceiptSubject(props: Pick<PaymentReceiptProps, 'locale' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale].paymentReceipt.subject, props);
}
