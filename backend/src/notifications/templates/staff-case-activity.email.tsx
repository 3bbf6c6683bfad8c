import { Button, Section, Text } from '@react-email/components';
import { EmailLayout } from './email-layout';
import { STAFF_TEXTS, fill } from './email-texts';

export interface StaffCaseActivityProps {
  /** What the client did in their case room: sent files against a request, or wrote a message. */
  kind: 'documents' | 'message';
  caseNumber: string;
  name: string;
  /** The request's wording (documents) or empty. */
  label: string;
  /** The file names (documents) or the message's text (one line). */
  lines: string[];
  adminUrl: string;
}

/** To staff when a client acts in their case room (once per upload batch or message); Russian, like the panel. */
export function StaffCaseActivityEmail(props: StaffCaseActivityProps) {
  const t = STAFF_TEXTS.staffCaseActivity;
  const intro = props.kind === 'documents' ? fill(t.documentsIntro, props) : t.messageIntro;
  return (
    <EmailLayout lang="ru" preview={intro} brand="Gig Account Reactivation">
      <Text style={{ margin: '4px 0' }}>
        <strong>{t.caseNumber}:</strong> {props.caseNumber}
      </Text>
      <Text style={{ margin: '4px 0' }}>
        <strong>{t.client}:</strong> {props.name}
      </Text>
      <Text>{intro}</Text>
      <Section style={{ backgroundColor: '#f1f5f9', borderRadius: '6px', padding: '8px 16px' }}>
        {props.lines.map((line, index) => (
          <Text key={index} style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>
            {line}
          </Text>
        ))}
      </Section>
      <Button href={props.adminUrl} style={{ backgroundColor: '#0b4f6c', color: '#ffffff', padding: '10px 16px', borderRadius: '6px', marginTop: '16px' }}>
        {t.open}
      </Button>
    </EmailLayout>
  );
}

export function staffCaseActivitySubject(props: Pick<StaffCaseActivityProps, 'kind' | 'caseNumber'>): string {
  const t = STAFF_TEXTS.staffCaseActivity;
  return fill(props.kind === 'documents' ? t.documentsSubject : t.messageSubject, props);
}
