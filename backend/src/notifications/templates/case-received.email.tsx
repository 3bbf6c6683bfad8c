import { Text } from '@react-email/components';
import { ClientEmail, type ClientEmailProps } from './client-email';
import { ActionButton, ClientFooter, Figure, Highlight, SectionTitle } from './email-parts';
import { CLIENT_TEXTS, FEE_TEXT, fill } from './email-texts';

export interface CaseReceivedProps extends ClientEmailProps {
  caseNumber: string;
  /** The client's private status page (/case/:token). */
  statusUrl: string;
}

/** To the client, right after a case comes in, in the client's language. */
export function CaseReceivedEmail(props: CaseReceivedProps) {
  const t = CLIENT_TEXTS[props.locale].caseReceived;
  return (
    <ClientEmail locale={props.locale} texts={t} values={props}>
      <Highlight>
        <Figure label={t.caseNumberLabel} value={props.caseNumber} />
      </Highlight>
      <SectionTitle>{t.nextTitle}</SectionTitle>
      <Text>1. {t.next1}</Text>
      <Text>2. {fill(t.next2, { fee: FEE_TEXT })}</Text>
      <Text>3. {t.next3}</Text>
      <Text>{t.statusIntro}</Text>
      <ActionButton href={props.statusUrl}>{t.button}</ActionButton>
      <ClientFooter contact={fill(t.contact, props)} disclaimer={t.disclaimer} />
    </ClientEmail>
  );
}

export function caseReceivedSubject(props: Pick<CaseReceivedProps, 'locale' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale].caseReceived.subject, props);
}
