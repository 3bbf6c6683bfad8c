import { Text } from '@react-email/components';
import { ClientEmail, type ClientEmailProps } from './client-email';
import { ActionButton, ClientFooter } from './email-parts';
import { CLIENT_TEXTS, fill } from './email-texts';

/** `firstName` is as the visitor typed it and may be empty (the e-mail is all step 1 needs to be saved). */
export interface DraftResumeProps extends ClientEmailProps {
  resumeUrl: string;
  /** The day the draft is deleted, written out in the visitor's language. */
  expiresOn: string;
  days: number;
}

/** The one reminder to a visitor who left the home form half-filled: the link back, what was not kept, when it goes. */
export function DraftResumeEmail(props: DraftResumeProps) {
  const t = CLIENT_TEXTS[props.locale].draftResume;
  return (
    <ClientEmail locale={props.locale} texts={t} values={props}>
      <ActionButton href={props.resumeUrl}>{t.button}</ActionButton>
      <Text>{t.documents}</Text>
      <Text>{fill(t.expiry, props)}</Text>
      <Text>{t.ignore}</Text>
      <ClientFooter contact={fill(t.contact, props)} disclaimer={t.disclaimer} />
    </ClientEmail>
  );
}

/** No visitor text in the subject: anyone can type anyone's address into the form. */
export function draftResumeSubject(props: Pick<DraftResumeProps, 'locale'>): string {
  return CLIENT_TEXTS[props.locale].draftResume.subject;
}
