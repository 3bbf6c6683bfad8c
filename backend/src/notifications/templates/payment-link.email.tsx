import { Button, Hr, Link, Section, Text } from '@react-email/components';
import type { Locale } from '@reactivation/contracts';
import { EmailLayout } from './email-layout';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface PaymentLinkProps {
  locale: Locale;
  firstName: string;
  caseNumber: string;
  paymentUrl: string;
  /** Already formatted for the client, e.g. "$200.00 USD". */
  amount: string;
  supportEmail: string;
  supportPhone: string;
}

/** To the client once the experts accept the case: the one-time fee and the secure link to pay it. */
export function PaymentLinkEmail(props: PaymentLinkProps) {
  const t = CLIENT_TEXTS[props.locale].paymentLink;
  return (
    <EmailLayout lang={props.locale} preview={fill(t.preview, props)} brand={t.signature}>
      <Text>{fill(t.greeting, props)}</Text>
      <Text>{t.intro}</Text>
      <Section style={{ backgroundColor: '#e8f3f8', borderRadius: '6px', padding: '12px 16px' }}>
        <Text style={{ margin: 0, fontSize: '13px' }}>{t.caseNumberLabel}</Text>
        <Text style={{ margin: 0, fontSize: '22px', fontWeight: 700 }}>{props.caseNumber}</Text>
        <Text style={{ margin: '8px 0 0', fontSize: '13px' }}>{t.feeLabel}</Text>
        <Text style={{ margin: 0, fontSize: '22px', fontWeight: 700 }}>{props.amount}</Text>
      </Section>
      <Text>{fill(t.fee, props)}</Text>
      <Button
        href={props.paymentUrl}
        style={{ backgroundColor: '#0b4f6c', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 700 }}
      >
        {t.button}
      </Button>
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
      <Text>{fill(t.contact, props)}</Text>
      <Hr />
      <Text style={{ fontSize: '12px', color: '#52606d' }}>{t.disclaimer}</Text>
    </EmailLayout>
  );
}

export function paymentLinkSubject(props: Pick<PaymentLinkProps, 'locale' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale].paymentLink.subject, props);
}
