import { Link, Text } from '@react-email/components';
import { ClientEmail, type ClientEmailProps } from './client-email';
import { ActionButton, ClientFooter, Figure, Highlight } from './email-parts';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface PaymentLinkProps extends ClientEmailProps {
  caseNumber: string;
  paymentUrl: string;
  /** Already formatted for the client, e.g. "$200.00 USD". */
  amount: string;
}

/** To the client once the experts accept the case: the one-time fee and the secure link to pay it. */
export function PaymentLinkEmail(props: PaymentLinkProps) {
  const t = CLIENT_TEXTS[props.locale].paymentLink;
  return (
    <ClientEmail locale={props.locale} texts={t} values={props}>
      <Highlight>
        <Figure label={t.caseNumberLabel} value={props.caseNumber} />
        <Figure label={t.feeLabel} value={props.amount} first={false} />
      </Highlight>
      <Text>{fill(t.fee, props)}</Text>
      <ActionButton href={props.paymentUrl} main>
        {t.button}
      </ActionButton>
      {/* For mail clients that hide buttons; the text version already prints the button's link. */}
      <Text data-skip-in-text="true" style={{ fontSize: '13px' }}>
        {t.linkFallback}
        <br />
        <Link href={props.paymentUrl} style={{ wordBreak: 'break-all' }}>
          {props.paymentUrl}
        </Link>
      </Text>
      <Text>{t.beforeWork}</Text>
      <Text style={{ fontWeight: 700 }}>{t.keepPrivate}</Text>
      <ClientFooter contact={fill(t.contact, props)} disclaimer={t.disclaimer} />
    </ClientEmail>
  );
}

export function paymentLinkSubject(props: Pick<PaymentLinkProps, 'locale' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale].paymentLink.subject, props);
}
