import { ClientEmail, type ClientEmailProps } from './client-email';
import { ActionButton, ClientFooter } from './email-parts';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface TextUndeliveredProps extends ClientEmailProps {
  caseNumber: string;
  /** The client's case room, where everything texted is also said. */
  caseUrl: string;
}

/** To a client whose text message the provider reported failed or undelivered (ADR 0035): the e-mail fallback. */
export function TextUndeliveredEmail(props: TextUndeliveredProps) {
  const t = CLIENT_TEXTS[props.locale].textUndelivered;
  return (
    <ClientEmail locale={props.locale} texts={t} values={props}>
      <ActionButton href={props.caseUrl} main>
        {t.button}
      </ActionButton>
      <ClientFooter contact={fill(t.contact, props)} />
    </ClientEmail>
  );
}

export function textUndeliveredSubject(props: Pick<TextUndeliveredProps, 'locale' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale].textUndelivered.subject, props);
}
