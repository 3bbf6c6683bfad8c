import { Button, Heading, Hr, Section, Text } from '@react-email/components';
import type { Locale } from '@reactivation/contracts';
import { EmailLayout } from './email-layout';
import { CLIENT_TEXTS, FEE_TEXT, fill } from './email-texts';

export interface CaseReceivedProps {
  locale: Locale;
  firstName: string;
  caseNumber: string;
  supportEmail: string;
  supportPhone: string;
  /** The client's private status page (/case/:token). */
  statusUrl: string;
}

/** To the client, right after a case comes in, in the client's language. */
export function CaseReceivedEmail(props: CaseReceivedProps) {
  const t = CLIENT_TEXTS[props.locale].caseReceived;
  return (
    <EmailLayout lang={props.locale} preview={fill(t.preview, props)} brand={t.signature}>
      <Text>{fill(t.greeting, props)}</Text>
      <Text>{t.intro}</Text>
      <Section style={{ backgroundColor: '#e8f3f8', borderRadius: '6px', padding: '12px 16px' }}>
        <Text style={{ margin: 0, fontSize: '13px' }}>{t.caseNumberLabel}</Text>
        <Text style={{ margin: 0, fontSize: '22px', fontWeight: 700 }}>{props.caseNumber}</Text>
      </Section>
      <Heading as="h2" style={{ fontSize: '18px' }}>
        {t.nextTitle}
      </Heading>
      <Text>1. {t.next1}</Text>
      <Text>2. {fill(t.next2, { fee: FEE_TEXT })}</Text>
      <Text>3. {t.next3}</Text>
      <Text>{t.statusIntro}</Text>
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

export function caseReceivedSubject(props: Pick<CaseReceivedProps, 'locale' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale].caseReceived.subject, props);
}
