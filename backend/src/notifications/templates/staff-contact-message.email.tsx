import { Hr, Text } from '@react-email/components';
import { platformName, type ContactPlatform } from '@reactivation/contracts';
import { Fragment } from 'react';
import { EmailLayout } from './email-layout';
import { DetailRows } from './email-parts';
import { STAFF_TEXTS, fill } from './email-texts';

export interface StaffContactMessageProps {
  name: string;
  email: string;
  phone: string | null;
  platform: ContactPlatform | null;
  subject: string;
  message: string;
  language: string;
}

/** To staff when a visitor sends the contact form; in Russian, like the admin panel. Replies go to the visitor. */
export function StaffContactMessageEmail(props: StaffContactMessageProps) {
  const t = STAFF_TEXTS.staffContactMessage;
  const rows: [string, string][] = [
    [t.name, props.name],
    [t.email, props.email],
    [t.phone, props.phone ?? t.notGiven],
    [t.platform, props.platform ? platformName(props.platform, t.platformOther) : t.notGiven],
    [t.language, props.language],
    [t.subjectLabel, props.subject],
  ];
  const lines = props.message.split(/\r?\n/);
  return (
    <EmailLayout lang="ru" preview={fill(t.preview, props)} brand="Gig Account Reactivation">
      <Text>{t.intro}</Text>
      <DetailRows rows={rows} />
      <Hr />
      <Text style={{ margin: '4px 0' }}>
        <strong>{t.message}:</strong>
      </Text>
      {/* Line breaks kept as <br>, so the visitor's paragraphs survive in HTML and in the plain-text part. */}
      <Text style={{ backgroundColor: '#f4f6f8', borderRadius: '6px', padding: '12px 16px' }}>
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
    </EmailLayout>
  );
}

/**
 * The subject holds nothing the visitor wrote (their subject is in the body): only the message's own
 * reference, the first 8 characters of its id, so staff can tell messages apart in their inbox.
 */
export function staffContactMessageSubject(messageId: string): string {
  return fill(STAFF_TEXTS.staffContactMessage.subject, { reference: messageId.slice(0, 8).toUpperCase() });
}
