import { Text } from '@react-email/components';
import { Highlight } from './email-parts';
import { StaffAlert } from './staff-alert';
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
  const rows = [
    [t.caseNumber, props.caseNumber],
    [t.client, props.name],
  ] as const;
  return (
    <StaffAlert preview={intro} intro={intro} rows={rows} adminUrl={props.adminUrl} open={t.open}>
      <Highlight tint="#f1f5f9">
        {props.lines.map((line, index) => (
          <Text key={index} style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>
            {line}
          </Text>
        ))}
      </Highlight>
    </StaffAlert>
  );
}

export function staffCaseActivitySubject(props: Pick<StaffCaseActivityProps, 'kind' | 'caseNumber'>): string {
  const t = STAFF_TEXTS.staffCaseActivity;
  return fill(props.kind === 'documents' ? t.documentsSubject : t.messageSubject, props);
}
