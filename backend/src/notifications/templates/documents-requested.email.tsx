import { Button, Section, Text } from '@react-email/components';
import type { Locale } from '@reactivation/contracts';
import { EmailLayout } from './email-layout';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface DocumentsRequestedProps {
  locale: Locale;
  firstName: string;
  caseNumber: string;
  /** What staff asked for, in their words, in the order asked. */
  items: string[];
  /** The client's case room, where each item is uploaded. */
  caseUrl: string;
  supportEmail: string;
  supportPhone: string;
}

/** To the client when staff ask for documents in their case room, in the client's language. */
export function DocumentsRequestedEmail(props: DocumentsRequestedProps) {
  const t = CLIENT_TEXTS[props.locale].documentsRequested;
  return (
    <EmailLayout lang={props.locale} preview={fill(t.preview, props)} brand={t.signature}>
      <Text>{fill(t.greeting, props)}</Text>
      <Text>{fill(t.intro, props)}</Text>
      <Section style={{ backgroundColor: '#e8f3f8', borderRadius: '6px', padding: '12px 16px' }}>
        {props.items.map((item, index) => (
          <Text key={index} style={{ margin: '4px 0' }}>
            {index + 1}. {item}
          </Text>
        ))}
      </Section>
      <Text>{t.how}</Text>
      <Button
        href={props.caseUrl}
        style={{ backgroundColor: '#0b4f6c', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 700 }}
      >
        {t.button}
      </Button>
      <Text>{fill(t.contact, props)}</Text>
    </EmailLayout>
  );
}

export function documentsRequestedSubject(props: Pick<DocumentsRequestedProps, 'locale' | 'caseNumber'>): string {
  return fill(CLIENT_TEXTS[props.locale].documentsRequested.subject, props);
}
