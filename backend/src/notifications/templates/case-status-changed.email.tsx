import { Button, Heading, Hr, Section, Text } from '@react-email/components';
import type { CaseStatus, Locale } from '@reactivation/contracts';
import { EmailLayout } from './email-layout';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface CaseStatusChangedProps {
  locale: Locale;
  firstName: string;
  caseNumber: string;
  status: CaseStatus;
  statusUrl: string;
  supportEmail: string;
  supportPhone: string;
}

/** To the client when their case moves to a new step: what the step means and what comes next, in plain words. */
export function CaseStatusChangedEmail(props: CaseStatusChangedProps) {
  const t = CLIENT_TEXTS[props.locale].caseStatusChanged;
  const step = t.statuses[props.status];
  return (
    <EmailLayout lang={props.locale} preview={fill(t.preview, { ...props, headline: step.headline })} brand={t.signature}>
      <Text>{fill(t.greeting, props)}</Text>
      <Text>{t.intro}</Text>
      <Section style={{ backgroundColor: '#e8f3f8', borderRadius: '6px', padding: '12px 16px' }}>
        <Text style={{ margin: 0, fontSize: '13px' }}>{t.caseNumberLabel}</Text>
        <Text style={{ margin: 0, fontSize: '22px', fontWeight: 700 }}>{props.caseNumber}</Text>
      </Section>
      <Heading as="h2" style={{ fontSize: '18px' }}>
        {t.statusTitle}
      </Heading>
      <Text style={{ fontWeight: 700 }}>{step.headline}</Text>
      <Heading as="h2" style={{ fontSize: '18px' }}>
        {t.nextTitle}
      </Heading>
      <Text>{step.next}</Text>
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

export function caseStatusChangedSubject(props: Pick<CaseStatusChangedProps, 'locale' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale].caseStatusChanged.subject, props);
}
