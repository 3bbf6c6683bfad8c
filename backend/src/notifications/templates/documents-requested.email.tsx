import { Text } from '@react-email/components';
import { ClientEmail, type ClientEmailProps } from './client-email';
import { ActionButton, ClientFooter, Highlight } from './email-parts';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface DocumentsRequestedProps extends ClientEmailProps {
  caseNumber: string;
  /** What staff asked for, in their words, in the order asked. */
  items: string[];
  /** The client's case room, where each item is uploaded. */
  caseUrl: string;
  /** The follow-up sent when nothing came after FOLLOW_UP_DOCUMENTS_BUSINESS_DAYS: the same list, as a reminder. */
  reminder?: boolean;
}

function textsOf(props: Pick<DocumentsRequestedProps, 'locale' | 'reminder'>) {
  const texts = CLIENT_TEXTS[props.locale];
  return props.reminder ? texts.documentsReminder : texts.documentsRequested;
}

/** To the client when staff ask for documents in their case room (and once more when nothing came), in the client's language. */
export function DocumentsRequestedEmail(props: DocumentsRequestedProps) {
  const t = textsOf(props);
  return (
    <ClientEmail locale={props.locale} texts={t} values={props}>
      <Highlight>
        {props.items.map((item, index) => (
          <Text key={index} style={{ margin: '4px 0' }}>
            {index + 1}. {item}
          </Text>
        ))}
      </Highlight>
      <Text>{t.how}</Text>
      <ActionButton href={props.caseUrl} main>
        {t.button}
      </ActionButton>
      <ClientFooter contact={fill(t.contact, props)} />
    </ClientEmail>
  );
}

export function documentsRequestedSubject(props: Pick<DocumentsRequestedProps, 'locale' | 'caseNumber' | 'reminder'>): string {
  return fill(textsOf(props).subject, props);
}
