import { Button, Hr, Text } from '@react-email/components';
import type { Locale } from '@reactivation/contracts';
import { EmailLayout } from './email-layout';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface DraftResumeProps {
  locale: Locale;
  /** As the visitor typed it; may be empty (the e-mail is all step 1 needs to be saved). */
  firstName: string;
  resumeUrl: string;
  /** The day the draft is deleted, written out in the visitor's language. */
  expiresOn: string;
  days: number;
  supportEmail: string;
  supportPhone: string;
}

/** The one reminder to a visitor who left the home form half-filled: the link back, what was not kept, when it goes. */
export function DraftResumeEmail(props: DraftResumeProps) {
  const t = CLIENT_TEXTS[props.locale].draftResume;
  return (
    <EmailLayout lang={props.locale} preview={fill(t.preview, props)} brand={t.signature}>
      <Text>{props.firstName ? fill(t.greeting, props) : t.greetingNoName}</Text>
      <Text>{t.intro}</Text>
      <Button
        href={props.resumeUrl}
        style={{ backgroundColor: '#0b4f6c', color: '#ffffff', padding: '10px 16px', borderRadius: '6px', marginTop: '8px' }}
      >
        {t.button}
      </Button>
      <Text>{t.documents}</Text>
      <Text>{fill(t.expiry, props)}</Text>
      <Text>{t.ignore}</Text>
      <Text>{fill(t.contact, props)}</Text>
      <Hr />
      <Text style={{ fontSize: '12px', color: '#52606d' }}>{t.disclaimer}</Text>
    </EmailLayout>
  );
}

/** No visitor text in the subject: anyone can type anyone's address into the form. */
export function draftResumeSubject(props: Pick<DraftResumeProps, 'locale'>): string {
  return CLIENT_TEXTS[props.locale].draftResume.subject;
}
