import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { platformName, type AdminApplication } from '@reactivation/contracts';
import { formatDate, formatDateTime, useStatusLabel } from '@/features/admin-shell';

/** What the client told us, and the case's own facts, as label and value rows. */
export function CaseFields({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  const statusLabel = useStatusLabel();
  const orEmpty = (value: string) => (value.trim() ? value : t('detail.empty'));
  const link = 'text-brand-700 underline underline-offset-2';
  const rows: [string, ReactNode][] = [
    [t('detail.fields.caseNumber'), application.caseNumber],
    [t('detail.fields.name'), `${application.firstName} ${application.lastName}`.trim()],
    [t('detail.fields.email'), <a href={`mailto:${application.email}`} className={link}>{application.email}</a>],
    [t('detail.fields.phone'), <a href={`tel:${application.phone}`} className={link}>{application.phone}</a>],
    [t('detail.fields.platform'), platformName(application.platform, t('table.platformOther'))],
    [t('detail.fields.state'), application.state ?? t('detail.empty')],
    [t('detail.fields.status'), statusLabel(application.status)],
    [t('detail.fields.deactivationDate'), formatDate(application.deactivationDate)],
    [t('detail.fields.deactivationReason'), orEmpty(application.deactivationReason)],
    [t('detail.fields.attemptedReactivation'), application.attemptedReactivation ? t('detail.yes') : t('detail.no')],
    [t('detail.fields.supportResponse'), orEmpty(application.supportResponse)],
    [t('detail.fields.description'), orEmpty(application.description)],
    [t('detail.fields.locale'), t(`detail.locales.${application.locale}`)],
    [t('detail.fields.source'), t(`detail.sources.${application.source}`)],
    [t('detail.fields.createdAt'), formatDateTime(application.createdAt)],
    [t('detail.fields.updatedAt'), formatDateTime(application.updatedAt)],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="mb-2 break-words whitespace-pre-wrap text-slate-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
