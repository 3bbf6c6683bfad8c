import { Button, Text } from '@react-email/components';
import { EmailLayout } from './email-layout';
import { STAFF_TEXTS, fill } from './email-texts';

export interface StaffPaymentAlertProps {
  caseNumber: string;
  name: string;
  email: string;
  /** Already formatted, e.g. "$200.00 USD". */
  amount: string;
  /** Already formatted date and time of the payment. */
  paidAt: string;
  adminUrl: string;
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
  return (
    <EmailLayout lang="ru" preview={fill(t.preview, props)} brand="Gig Account Reactivation">
      <Text>{t.intro}</Text>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ margin: '4px 0' }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
      <Button href={props.adminUrl} style={{ backgroundColor: '#0b4f6c', color: '#ffffff', padding: '10px 16px', borderRadius: '6px', marginTop: '16px' }}>
        {t.open}
      </Button>
    </EmailLayout>
  );
}

export function staffPaymentAlertSubject(props: Pick<StaffPaymentAlertProps, 'caseNumber'>): string {
  return fill(STAFF_TEXTS.staffPaymentAlert.subject, props);
}
