import { useTranslation } from 'react-i18next';
import type { AdminApplicationDetail } from '@reactivation/contracts';
import { CaseDeadlinePanel } from './case-deadline-panel';
import { AppealWorkPanel } from './appeal-work-panel';
import { CaseFields } from './case-fields';
import { CaseMessagesPanel } from './case-messages-panel';
import { CaseOutcomePanel } from './case-outcome-panel';
import { CaseRights } from './case-rights';
import { DetailSection } from './detail-section';
import { DocumentRequestsPanel } from './document-requests-panel';
import { DocumentsList } from './documents-list';
import { MoneyPanel } from './money-panel';
import { Notes } from './notes';
import { PaymentLinkPanel } from './payment-link-panel';
import { StatusActions } from './status-actions';
import { StatusLinkPanel } from './status-link-panel';
import { Timeline } from './timeline';
import { useOutcomeTexts } from '../lib/outcome-texts';

/** One case's file: its fields, status button, payment link, money (payment, refunds, disputes, accepted agreement), status link, the guide's lines, documents, the client's room, history and notes. */
export function CaseFile({ detail }: { detail: AdminApplicationDetail }) {
  const { t } = useTranslation('admin');
  const { t: tOutcome } = useOutcomeTexts();
  const { application } = detail;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <DetailSection title={t('detail.client')} className="lg:row-span-2">
        <CaseFields application={application} />
      </DetailSection>
      <DetailSection title={t('statusActions.label')}>
        <StatusActions application={application} />
      </DetailSection>
      {detail.outcome && (
        <DetailSection title={tOutcome('panel.title')}>
          <CaseOutcomePanel outcome={detail.outcome} />
        </DetailSection>
      )}
      <DetailSection title={t('paymentLink.title')}>
        <PaymentLinkPanel application={application} paymentUrl={detail.paymentUrl} expiresAt={detail.paymentLinkExpiresAt} />
      </DetailSection>
      <DetailSection title={t('money.title')} className="lg:col-span-2">
        <MoneyPanel applicationId={application.id} caseNumber={application.caseNumber} money={detail.money} />
      </DetailSection>
      <DetailSection title={t('statusLink.title')} className="lg:col-span-2">
        <StatusLinkPanel applicationId={application.id} statusUrl={detail.statusUrl} />
      </DetailSection>
      <DetailSection title={t('appealDeadline.title')}>
        <CaseDeadlinePanel application={application} />
      </DetailSection>
      <DetailSection title={t('detail.rights.title')}>
        <CaseRights application={application} />
      </DetailSection>
      <DetailSection title={t('documents.title')}>
        <DocumentsList applicationId={application.id} documents={detail.documents} />
      </DetailSection>
      <DetailSection title={t('documentRequests.title')}>
        <DocumentRequestsPanel applicationId={application.id} requests={detail.room.requests} />
      </DetailSection>
      <DetailSection title={t('caseMessages.title')}>
        <CaseMessagesPanel application={application} statusUrl={detail.statusUrl} messages={detail.room.messages} />
      </DetailSection>
      <DetailSection title={t('appeal.title')} className="lg:col-span-2">
        <AppealWorkPanel application={application} />
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
