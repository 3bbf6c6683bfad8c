import type { CaseSource } from '@reactivation/contracts';
import { StaffAlert } from './staff-alert';
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
  return <StaffAlert preview={fill(t.preview, props)} intro={t.intro} rows={rows} adminUrl={props.adminUrl} open={t.open} />;
}

export function staffCaseAlertSubject(props: Pick<StaffCaseAlertProps, 'caseNumber' | 'platform'>): string {
  return fill(STAFF_TEXTS.staffCaseAlert.subject, props);
}
