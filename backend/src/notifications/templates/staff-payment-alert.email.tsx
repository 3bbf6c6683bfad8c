import { StaffAlert } from './staff-alert';
import { STAFF_TEXTS, fill } from './email-texts';

export interface StaffPaymentAlertProps {
  caseNumber: string;
  name: string;
  email: string;
  /** Already formatted, e.g. "$200.00 USD". */
  amount: string;
  /** Already formatted date and time of the payment. */
  paidAt: string;
  caseUrl: string;
}

/** To staff when a client pays for a case; in Russian, like the admin panel. */
export function StaffPaymentAlertEmail(props: StaffPaymentAlertProps) {
  const t = STAFF_TEXTS.staffPaymentAlert;
  const rows: [string, string][] = [
    [t.caseNumber, props.caseNumber],
    [t.client, props.name],
    [t.email, props.email],
    [t.amount, props.amount],
    [t.paidAt, props.paidAt],
  ];
  return <StaffAlert preview={fill(t.preview, props)} intro={t.intro} rows={rows} caseUrl={props.caseUrl} open={t.open} />;
}

export function staffPaymentAlertSubject(props: Pick<StaffPaymentAlertProps, 'caseNumber'>): string {
  return fill(STAFF_TEXTS.staffPaymentAlert.subject, props);
}
