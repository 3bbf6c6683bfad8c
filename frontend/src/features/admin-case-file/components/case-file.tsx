import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { platformName, type AdminApplication, type AdminApplicationDetail } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { guideAnchor, paths } from '@/config/paths';
import { rightsLines } from '@/features/guide';
import { useApplicationDetail } from '../hooks/use-admin-data';
import { formatDate, formatDateTime } from '../lib/format';
import { CaseMessagesPanel } from './case-messages-panel';
import { DetailSection } from './detail-section';
import { DocumentRequestsPanel } from './document-requests-panel';
import { DocumentsList } from './documents-list';
import { Notes } from './notes';
import { PaymentLinkPanel } from './payment-link-panel';
import { StatusActions } from './status-actions';
import { StatusLinkPanel } from './status-link-panel';
import { useStatusLabel } from './status-badge';
import { Timeline } from './timeline';

export type ApplicationDetailDialogProps = {
  /** The case picked in the list; null closes the dialog. */
  application: AdminApplication | null;
  onClose: () => void;
};

/** One case in a dialog: its fields, status button, payment and status links, documents, the client's room, history and notes. */
export function ApplicationDetailDialog({ application, onClose }: ApplicationDetailDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={application !== null} onOpenChange={(open) => !open && onClose()}>
      {application && (
        <DialogContent
          title={t('detail.title', { caseNumber: application.caseNumber })}
          description={`${application.firstName} ${application.lastName}`}
          hideClose
          className="!max-w-4xl"
        >
          <ApplicationDetailBody id={application.id} />
          <div className="mt-6 flex justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('detail.close')}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function ApplicationDetailBody({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const { data, error, isValidating, mutate } = useApplicationDetail(id);
  if (!data) {
    if (error && !isValidating) {
      return (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="text-base text-red-800">{t('detail.error')}</p>
          <Button variant="outline" size="sm" onClick={() => void mutate()}>
            {t('detail.retry')}
          </Button>
        </div>
      );
    }
    return (
      <p role="status" className="py-6 text-base text-slate-700">
        {t('detail.loading')}
      </p>
    );
  }
  return <ApplicationDetail detail={data} />;
}

export function ApplicationDetail({ detail }: { detail: AdminApplicationDetail }) {
  const { t } = useTranslation('admin');
  const { application } = detail;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <DetailSection title={t('detail.client')} className="lg:row-span-2">
        <ApplicationFields application={application} />
      </DetailSection>
      <DetailSection title={t('statusActions.label')}>
        <StatusActions application={application} />
      </DetailSection>
      <DetailSection title={t('paymentLink.title')}>
        <PaymentLinkPanel application={application} paymentUrl={detail.paymentUrl} expiresAt={detail.paymentLinkExpiresAt} />
      </DetailSection>
      <DetailSection title={t('statusLink.title')} className="lg:col-span-2">
        <StatusLinkPanel applicationId={application.id} statusUrl={detail.statusUrl} />
      </DetailSection>
      <DetailSection title={t('detail.rights.title')}>
        <CaseRights application={application} />
      </DetailSection>
      <DetailSection title={t('documents.title')} className="lg:col-span-2">
        <DocumentsList applicationId={application.id} documents={detail.documents} />
      </DetailSection>
      <DetailSection title={t('documentRequests.title')}>
        <DocumentRequestsPanel applicationId={application.id} requests={detail.room.requests} />
      </DetailSection>
      <DetailSection title={t('caseMessages.title')}>
        <CaseMessagesPanel applicationId={application.id} messages={detail.room.messages} />
      </DetailSection>
      <DetailSection title={t('timeline.title')}>
        <Timeline entries={detail.timeline} />
      </DetailSection>
      <DetailSection title={t('notes.title')}>
        <Notes applicationId={application.id} notes={detail.notes} />
      </DetailSection>
    </div>
  );
}

function ApplicationFields({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  const statusLabel = useStatusLabel();
  const orEmpty = (value: string) => (value.trim() ? value : t('detail.empty'));
  const rows: [string, ReactNode][] = [
    [t('detail.fields.caseNumber'), application.caseNumber],
    [t('detail.fields.name'), `${application.firstName} ${application.lastName}`.trim()],
    [t('detail.fields.email'), <a href={`mailto:${application.email}`} className="text-brand-700 underline underline-offset-2">{application.email}</a>],
    [t('detail.fields.phone'), <a href={`tel:${application.phone}`} className="text-brand-700 underline underline-offset-2">{application.phone}</a>],
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

/** The guide's lines for the case's platform and state, so staff see the client's deadlines and rights context. */
function CaseRights({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  const lines = rightsLines(application.platform, application.state, 'en');
  if (lines.length === 0) return <p className="text-sm text-slate-700">{t('detail.rights.none')}</p>;
  return (
    <div className="space-y-3 text-sm">
      <ul className="space-y-3">
        {lines.map((line) => (
          <li key={`${line.kind}-${line.key}`} lang="en" data-rights-line={line.key}>
            <p className="text-slate-900">
              <strong>{line.name}:</strong> {line.summary}
            </p>
            <a
              href={paths.guide.getHref(guideAnchor(line.kind, line.key))}
              target="_blank"
              rel="noreferrer"
              lang="ru"
              className="text-brand-700 underline underline-offset-2"
            >
              {t('detail.rights.link', { name: line.name })}
            </a>
          </li>
        ))}
      </ul>
      {!application.state && <p className="text-slate-600">{t('detail.rights.noState')}</p>}
      <p className="text-slate-500">{t('detail.rights.language')}</p>
    </div>
  );
}
