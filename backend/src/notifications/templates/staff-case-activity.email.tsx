import { Text } from '@react-email/components';
import { Highlight } from './email-parts';
import { StaffAlert } from './staff-alert';
import { STAFF_TEXTS, fill } from './email-texts';

/** One thing the client did in their case room: files sent against a request, or a message. */
export type CaseActivityEntry = { kind: 'documents'; label: string; names: string[] } | { kind: 'message'; text: string };

export interface StaffCaseActivityProps {
  caseNumber: string;
  name: string;
  /** What arrived since the case's last alert, oldest first. */
  entries: CaseActivityEntry[];
  /** The alert window (CASE_ROOM_ALERT_WINDOW_SECONDS) in minutes, said in the e-mail so staff know why it waits. */
  windowMinutes: number;
  caseUrl: string;
}

/**
 * To staff when a client acts in their case room: at most one per case per alert window, listing
 * everything since the last one. Russian, like the panel.
 */
export function StaffCaseActivityEmail(props: StaffCaseActivityProps) {
  const t = STAFF_TEXTS.staffCaseActivity;
  const rows = [
    [t.caseNumber, props.caseNumber],
    [t.client, props.name],
  ] as const;
  return (
    <StaffAlert preview={t.intro} intro={t.intro} rows={rows} caseUrl={props.caseUrl} open={t.open}>
      {props.entries.map((entry, index) => (
        <Highlight key={index} tint="#f1f5f9">
          <Text style={{ margin: '4px 0', fontWeight: 600 }}>
            {entry.kind === 'documents' ? fill(t.documentsEntry, entry) : t.messageEntry}
          </Text>
          {(entry.kind === 'documents' ? entry.names : [entry.text]).map((line, lineIndex) => (
            <Text key={lineIndex} style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>
              {line}
            </Text>
          ))}
        </Highlight>
      ))}
      <Text style={{ color: '#475569', fontSize: '13px' }}>{fill(t.window, { minutes: props.windowMinutes })}</Text>
    </StaffAlert>
  );
}

/** Names what the alert holds: only files, one message, several messages, or both kinds. */
export function staffCaseActivitySubject(props: Pick<StaffCaseActivityProps, 'entries' | 'caseNumber'>): string {
  const t = STAFF_TEXTS.staffCaseActivity;
  const messages = props.entries.filter((entry) => entry.kind === 'message').length;
  const values = { caseNumber: props.caseNumber, count: messages };
  if (messages === 0) return fill(t.documentsSubject, values);
  if (messages === props.entries.length) return fill(messages === 1 ? t.messageSubject : t.messagesSubject, values);
  return fill(t.activitySubject, values);
}
