import { Text } from '@react-email/components';
import type { CaseStatus } from '@reactivation/contracts';
import { ClientEmail, type ClientEmailProps } from './client-email';
import { ActionButton, ClientFooter, Figure, Highlight, SectionTitle } from './email-parts';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface CaseStatusChangedProps extends ClientEmailProps {
  caseNumber: string;
  status: CaseStatus;
  statusUrl: string;
}

/** To the client when their case moves to a new step: what the step means and what comes next, in plain words. */
export function CaseStatusChangedEmail(props: CaseStatusChangedProps) {
  const t = CLIENT_TEXTS[props.locale].caseStatusChanged;
  const step = t.statuses[props.status];
  return (
    <ClientEmail locale={props.locale} texts={t} values={{ ...props, headline: step.headline }}>
      <Highlight>
        <Figure label={t.caseNumberLabel} value={props.caseNumber} />
      </Highlight>
      <SectionTitle>{t.statusTitle}</SectionTitle>
      <Text style={{ fontWeight: 700 }}>{step.headline}</Text>
      <SectionTitle>{t.nextTitle}</SectionTitle>
      <Text>{step.next}</Text>
      <ActionButton href={props.statusUrl}>{t.button}</ActionButton>
      <ClientFooter contact={fill(t.contact, props)} disclaimer={t.disclaimer} />
    </ClientEmail>
  );
}

export function caseStatusChangedSubject(props: Pick<CaseStatusChangedProps, 'locale' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale].caseStatusChanged.subject, props);
}
