import { Text } from '@react-email/components';
import { platformName } from '@reactivation/contracts';
import { StaffAlert } from './staff-alert';
import { STAFF_TEXTS, fill } from './email-texts';

export interface StaffDeadlineReminderProps {
  caseNumber: string;
  client: string;
  platform: string;
  deactivationDate: string;
  dueDate: string;
  daysLeft: number;
  source: string;
  /** The owner's username, or null for a case nobody owns yet. */
  owner: string | null;
  caseUrl: string;
  daysBefore: number;
}

function left(daysLeft: number): string {
  const t = STAFF_TEXTS.staffDeadlineReminder;
  return daysLeft <= 0 ? t.leftToday : fill(t.leftMany, { days: daysLeft });
}

/** To the case's owner (the staff address, addressed to them) 14, 7 and 2 days before the appeal deadline; in Russian. */
export function StaffDeadlineReminderEmail(props: StaffDeadlineReminderProps) {
  const t = STAFF_TEXTS.staffDeadlineReminder;
  const platform = platformName(props.platform, t.platformOther);
  const rows: [string, string][] = [
    [t.caseNumber, props.caseNumber],
    [t.client, props.client],
    [t.platform, platform],
    [t.deactivationDate, props.deactivationDate],
    [t.dueDate, props.dueDate],
    [t.daysLeft, left(props.daysLeft)],
    [t.source, props.source],
  ];
  return (
    <StaffAlert preview={fill(t.preview, props)} intro={t.intro} rows={rows} caseUrl={props.caseUrl} open={t.open}>
      <Text>{props.owner ? fill(t.forOwner, props) : t.noOwner}</Text>
    </StaffAlert>
  );
}

export function staffDeadlineReminderSubject(props: StaffDeadlineReminderProps): string {
  const t = STAFF_TEXTS.staffDeadlineReminder;
  return fill(t.subject, { ...props, platform: platformName(props.platform, t.platformOther), left: left(props.daysLeft) });
}
