import { Text } from '@react-email/components';
import { ClientEmail, type ClientEmailProps } from './client-email';
import { ActionButton, ClientFooter, Highlight } from './email-parts';
import { CLIENT_TEXTS, fill } from './email-texts';

export interface DeadlineReminderProps extends ClientEmailProps {
  caseNumber: string;
  /** The platform's name as the client knows it. */
  platform: string;
  /** The last day, written in the client's language. */
  dueDate: string;
  daysLeft: number;
  /** The page the window comes from. */
  source: string;
  caseUrl: string;
  /** The reminder's stage (14, 7 or 2): a ledger template of its own each. */
  daysBefore: number;
}

function left(props: DeadlineReminderProps): string {
  const t = CLIENT_TEXTS[props.locale].deadlineReminder;
  if (props.daysLeft <= 0) return t.leftToday;
  return props.daysLeft === 1 ? t.leftOne : fill(t.leftMany, { days: props.daysLeft });
}

/** To the client 14, 7 and 2 days before their appeal deadline, in their language. */
export function DeadlineReminderEmail(props: DeadlineReminderProps) {
  const t = CLIENT_TEXTS[props.locale].deadlineReminder;
  const values = { ...props, left: left(props) };
  return (
    <ClientEmail locale={props.locale} texts={t} values={values}>
      <Highlight>
        <Text style={{ margin: 0 }}>{fill(t.why, values)}</Text>
      </Highlight>
      <Text>{t.todo}</Text>
      <ActionButton href={props.caseUrl} main>
        {t.button}
      </ActionButton>
      <ClientFooter contact={fill(t.contact, props)} />
    </ClientEmail>
  );
}

export function deadlineReminderSubject(props: DeadlineReminderProps): string {
  return fill(CLIENT_TEXTS[props.locale].deadlineReminder.subject, { ...props, left: left(props) });
}
