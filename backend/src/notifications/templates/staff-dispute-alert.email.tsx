import { StaffAlert } from './staff-alert';
import { STAFF_TEXTS, fill } from './email-texts';

export interface StaffDisputeAlertProps {
  change: 'opened' | 'closed';
  caseNumber: string;
  name: string;
  email: string;
  /** Already formatted, e.g. "$200.00 USD". */
  amount: string;
  reason: string;
  status: string;
  /** Already formatted (Russian, Eastern time), or null when no evidence is due. */
  dueBy: string | null;
  outcome: 'won' | 'lost' | null;
  receiptNumber: string;
  caseUrl: string;
}

/** To staff at once when a client's bank disputes a payment, and when the dispute closes; Russian, like the panel. */
export function StaffDisputeAlertEmail(props: StaffDisputeAlertProps) {
  const t = STAFF_TEXTS.staffDisputeAlert;
  const values = { ...props, dueBy: props.dueBy ?? t.noDueBy, outcome: props.outcome ? t.outcomes[props.outcome] : '' };
  const rows: [string, string][] = [
    [t.caseNumber, props.caseNumber],
    [t.client, props.name],
    [t.email, props.email],
    [t.amount, props.amount],
    [t.reason, props.reason],
    [t.status, props.status],
    ...(props.change === 'opened' ? ([[t.dueBy, values.dueBy]] as [string, string][]) : []),
    ...(props.outcome ? ([[t.outcomeLabel, values.outcome]] as [string, string][]) : []),
    [t.receipt, props.receiptNumber],
  ];
  const opened = props.change === 'opened';
  return (
    <StaffAlert
      preview={fill(opened ? t.previewOpened : t.previewClosed, values)}
      intro={opened ? t.introOpened : t.introClosed}
      rows={rows}
      caseUrl={props.caseUrl}
      open={t.open}
    />
  );
}

export function staffDisputeAlertSubject(props: StaffDisputeAlertProps): string {
  const t = STAFF_TEXTS.staffDisputeAlert;
  const values = { ...props, dueBy: props.dueBy ?? t.noDueBy, outcome: props.outcome ? t.outcomes[props.outcome] : '' };
  return fill(props.change === 'opened' ? t.subjectOpened : t.subjectClosed, values);
}
