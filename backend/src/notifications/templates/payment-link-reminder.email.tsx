import { Text } from '@react-email/components';
import { ClientEmail, type ClientEmailProps } from './client-email';
import { ActionButton, ClientFooter } from './email-parts';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface PaymentLinkReminderProps extends ClientEmailProps {
  caseNumber: string;
  paymentUrl: string;
  /** Already formatted for the client, e.g. "$200.00 USD". */
  amount: string;
  /** The last day the link works, written in the client's language. */
  expiresOn: string;
}

/** To the client once, FOLLOW_UP_PAYMENT_LINK_DAYS before their unused payment link expires. */
export function PaymentLinkReminderEmail(props: PaymentLinkReminderProps) {
  const t = CLIENT_TEXTS[props.locale].paymentLinkReminder;
  return (
    <ClientEmail locale={props.locale} texts={t} values={props}>
      <ActionButton href={props.paymentUrl} main>
        {t.button}
      </ActionButton>
      <Text>{t.after}</Text>
      <Text style={{ fontWeight: 700 }}>{t.keepPrivate}</Text>
      <ClientFooter contact={fill(t.contact, props)} disclaimer={t.disclaimer} />
    </ClientEmail>
  );
}

export function paymentLinkReminderSubject(props: Pick<PaymentLinkReminderProps, 'locale' | 'caseNumber' | 'expiresOn'>): string {
  return fill(CLIENT_TEXTS[props.locale].paymentLinkReminder.subject, props);
}
