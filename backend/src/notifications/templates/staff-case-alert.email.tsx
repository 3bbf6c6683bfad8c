import { Button, Text } from '@react-email/components';
import type { CaseSource } from '@reactivation/contracts';
import { EmailLayout } from './email-layout';
import { STAFF_TEXTS, fill } from './email-texts';

export interface StaffCaseAlertProps {
  caseNumber: string;
  name: string;
  email: string;
  phone: string;
  platform: string;
  deactivationDate: string;
  source: CaseSource;
  language: string;
  documentCount: number;
  adminUrl: string;
}

/** To staff when a case comes in; in Russian, like the admin panel. */
export function StaffCaseAlertEmail(props: StaffCaseAlertProps) {
  const t = STAFF_TEXTS.staffCaseAlert;
  const rows: [string, string | number][] = [
    [t.caseNumber, props.caseNumber],
    [t.client, props.name],
    [t.email, props.email],
    [t.phone, props.phone],
    [t.platform, props.platform],
    [t.deactivationDate, props.deactivationDate],
    [t.source, { home_form: t.source_home_form, case_review: t.source_case_review }[props.source]],
    [t.language, props.language],
    [t.documents, props.documentCount],
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

export function staffCaseAlertSubject(props: Pick<StaffCaseAlertProps, 'caseNumber' | 'platform'>): string {
  return fill(STAFF_TEXTS.staffCaseAlert.subject, props);
}
