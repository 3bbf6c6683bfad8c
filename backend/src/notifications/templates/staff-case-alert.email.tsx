import { platformName, type CaseSource } from '@reactivation/contracts';
import { StaffAlert } from './staff-alert';
import { STAFF_TEXTS, fill } from './email-texts';

export interface StaffCaseAlertProps {
  caseNumber: string;
  name: string;
  email: string;
  phone: string;
  /** As stored: a home-form code ("doordash") or a wizard name; the e-mail writes its name. */
  platform: string;
  deactivationDate: string;
  source: CaseSource;
  language: string;
  documentCount: number;
  caseUrl: string;
}

/** To staff when a case comes in; in Russian, like the admin panel. */
export function StaffCaseAlertEmail(props: StaffCaseAlertProps) {
  const t = STAFF_TEXTS.staffCaseAlert;
  const platform = platformName(props.platform, t.platformOther);
  const rows: [string, string | number][] = [
    [t.caseNumber, props.caseNumber],
    [t.client, props.name],
    [t.email, props.email],
    [t.phone, props.phone],
    [t.platform, platform],
    [t.deactivationDate, props.deactivationDate],
    [t.source, { home_form: t.source_home_form, case_review: t.source_case_review }[props.source]],
    [t.language, props.language],
    [t.documents, props.documentCount],
  ];
  return <StaffAlert preview={fill(t.preview, { ...props, platform })} intro={t.intro} rows={rows} caseUrl={props.caseUrl} open={t.open} />;
}

export function staffCaseAlertSubject(props: Pick<StaffCaseAlertProps, 'caseNumber' | 'platform'>): string {
  const t = STAFF_TEXTS.staffCaseAlert;
  return fill(t.subject, { ...props, platform: platformName(props.platform, t.platformOther) });
}
