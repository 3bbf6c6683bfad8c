import { Button, Heading, Hr, Section, Text } from '@react-email/components';
import type { Locale } from '@reactivation/contracts';
import { EmailLayout } from './email-layout';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface PaymentReceiptProps {
  locale: Locale;
  firstName: string;
  caseNumber: string;
  /** Already formatted for the client, e.g. "$200.00 USD". */
  amount: string;
  /** Already formatted for the client's language. */
  paidAt: string;
  statusUrl: string;
  supportEmail: string;
  supportPhone: string;
}

/** To the client once the payment goes through: the receipt and what happens next. */
export function PaymentReceiptEmail(props: PaymentReceiptProps) {
  const t = CLIENT_TEXTS[props.locale].paymentReceipt;
  const rows: [string, string][] = [
    [t.caseNumberLabel, props.caseNumber],
    [t.descriptionLabel, t.description],
    [t.amountLabel, props.amount],
    [t.paidAtLabel, props.paidAt],
    [t.methodLabel, t.method],
  ];
  return (
    <EmailLayout lang={props.locale} preview={fill(t.preview, props)} brand={t.signature}>
      <Text>{fill(t.greeting, props)}</Text>
      <Text>{t.intro}</Text>
      <Section style={{ backgroundColor: '#e8f3f8', borderRadius: '6px', padding: '12px 16px' }}>
        <Text style={{ margin: '0 0 8px', fontSize: '16px', fontWeight: 700 }}>{t.receiptTitle}</Text>
        {rows.map(([label, value]) => (
          <Text key={label} style={{ margin: '4px 0', fontSize: '14px' }}>
            <strong>{label}:</strong> {value}
          </Text>
        ))}
      </Section>
      <Heading as="h2" style={{ fontSize: '18px' }}>
        {t.nextTitle}
      </Heading>
      <Text>1. {t.next1}</Text>
      <Text>2. {t.next2}</Text>
      <Text>3. {t.next3}</Text>
      <Button
        href={props.statusUrl}
        style={{ backgroundColor: '#0b4f6c', color: '#ffffff', padding: '10px 16px', borderRadius: '6px', marginTop: '8px' }}
      >
        {t.button}
      </Button>
      <Text>{fill(t.contact, props)}</Text>
      <Hr />
      <Text style={{ fontSize: '12px', color: '#52606d' }}>{t.disclaimer}</Text>
    </EmailLayout>
  );
}

export function paymentReceiptSubject(props: Pick<PaymentReceiptProps, 'locale' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale].paymentReceipt.subject, props);
}
