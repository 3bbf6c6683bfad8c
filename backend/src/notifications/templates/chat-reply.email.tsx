import { Button, Section, Text } from '@react-email/components';
import type { Locale } from '@reactivation/contracts';
import { EmailLayout } from './email-layout';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface ChatReplyProps {
  /** Which conversation the replies come from: the live chat, or the case room (which names the case). */
  kind: 'chatReply' | 'caseReply';
  caseNumber?: string;
  locale: Locale;
  customerName: string;
  /** The staff replies the visitor did not see, oldest first. */
  replies: Array<{ author: string; text: string }>;
  siteUrl: string;
  supportEmail: string;
  supportPhone: string;
}

/**
 * To a client who has not seen staff's reply for a while: a chat visitor who left (they gave their
 * e-mail in the chat), or a client who has not opened their case room since staff wrote there.
 */
export function ChatReplyEmail(props: ChatReplyProps) {
  const t = CLIENT_TEXTS[props.locale][props.kind];
  const author = props.replies[0]?.author ?? '';
  return (
    <EmailLayout lang={props.locale} preview={fill(t.preview, { author, caseNumber: props.caseNumber })} brand={t.signature}>
      <Text>{fill(t.greeting, props)}</Text>
      <Text>{t.intro}</Text>
      {props.replies.map((reply, index) => (
        <Section
          key={index}
          style={{ backgroundColor: '#e8f3f8', borderRadius: '6px', padding: '12px 16px', marginBottom: '8px' }}
        >
          <Text style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{reply.text}</Text>
          <Text style={{ margin: '6px 0 0', fontSize: '12px', color: '#52606d' }}>{fill(t.from, { author: reply.author })}</Text>
        </Section>
      ))}
      <Text>{t.continue}</Text>
      <Button
        href={props.siteUrl}
        style={{ backgroundColor: '#0b4f6c', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 700 }}
      >
        {t.button}
      </Button>
      <Text>{fill(t.contact, props)}</Text>
    </EmailLayout>
  );
}

export function chatReplySubject(props: Pick<ChatReplyProps, 'locale' | 'kind' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale][props.kind].subject, props);
}
