import { Text } from '@react-email/components';
import { ClientEmail, type ClientEmailProps } from './client-email';
import { ActionButton, ClientFooter, Highlight } from './email-parts';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface ChatReplyProps extends Omit<ClientEmailProps, 'firstName'> {
  /** Which conversation the replies come from: the live chat, or the case room (which names the case). */
  kind: 'chatReply' | 'caseReply';
  caseNumber?: string;
  customerName: string;
  /** The staff replies the visitor did not see, oldest first; signed "our team", never by a staff member's name. */
  replies: Array<{ text: string }>;
  siteUrl: string;
}

/**
 * To a client who has not seen staff's reply for a while: a chat visitor who left (they gave their
 * e-mail in the chat), or a client who has not opened their case room since staff wrote there.
 */
export function ChatReplyEmail(props: ChatReplyProps) {
  const t = CLIENT_TEXTS[props.locale][props.kind];
  return (
    <ClientEmail locale={props.locale} texts={t} values={props}>
      {props.replies.map((reply, index) => (
        <Highlight key={index}>
          <Text style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{reply.text}</Text>
          <Text style={{ margin: '6px 0 0', fontSize: '12px', color: '#52606d' }}>{t.from}</Text>
        </Highlight>
      ))}
      <Text>{t.continue}</Text>
      <ActionButton href={props.siteUrl} main>
        {t.button}
      </ActionButton>
      <ClientFooter contact={fill(t.contact, props)} />
    </ClientEmail>
  );
}

export function chatReplySubject(props: Pick<ChatReplyProps, 'locale' | 'kind' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale][props.kind].subject, props);
}
