import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUDIT_ACTIONS, type AdminAuditEntry, type AuditAction } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import {
  FIRST_PAGE,
  formatDateTime,
  goToNextPage,
  goToPreviousPage,
  pageNumber,
  Pagination,
  TableFrame,
  useStaff,
  useStatusLabel,
  formatDate,
  type PageStack,
} from '@/features/admin-shell';
import outcomeTexts from '@/locales/ru/admin-outcomes.json';
import { auditUrl, useAudit } from '../api/audit';

const ALL = 'all';
const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/** "Журнал": what staff did (sign-ins, status changes, owners, links, downloads, exports), newest first, each once. */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const id = useId();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState<AuditAction | null>(null);
  const staff = useStaff().data ?? [];
  const firstPage = auditUrl({ actor, action });
  const [paging, setPaging] = useState<{ firstPage: string; stack: PageStack }>({ firstPage, stack: FIRST_PAGE });
  const stack = paging.firstPage === firstPage ? paging.stack : FIRST_PAGE;
  const log = useAudit(stack.current ?? firstPage);
  const page = log.data;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('audit.title')}</h1>
          <p className="mt-1 text-base text-slate-600">{t('audit.subtitle')}</p>
        </div>
        {/* Entries are written by the worker a moment after each action; the page reads them once. */}
        <Button variant="outline" size="sm" busy={log.isValidating} onClick={() => void log.mutate()}>
          {t('audit.refresh')}
        </Button>
      </div>
      <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5 sm:w-64">
          <Label htmlFor={`${id}-actor`}>{t('audit.actor')}</Label>
          <Select
            id={`${id}-actor`}
            value={actor || ALL}
            options={[
              { value: ALL, label: t('audit.allActors') },
              ...staff.map((member) => ({ value: member.username, label: member.username })),
            ]}
            onValueChange={(value) => setActor(value === ALL ? '' : value)}
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:w-80">
          <Label htmlFor={`${id}-action`}>{t('audit.action')}</Label>
          <Select
            id={`${id}-action`}
            value={action ?? ALL}
            options={[
              { value: ALL, label: t('audit.allActions') },
              ...AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.actions.${value}`) })),
            ]}
            onValueChange={(value) => setAction(isAction(value) ? value : null)}
          />
        </div>
      </div>
      {page && page.items.length > 0 && <AuditTable entries={page.items} />}
      {page && page.items.length === 0 && (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-base text-slate-700">
          {t('audit.empty')}
        </p>
      )}
      {!page && !log.error && (
        <p role="status" className="px-4 py-10 text-center text-base text-slate-700">
          {t('audit.loading')}
        </p>
      )}
      {log.error && !log.isValidating && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3">
          <p className="text-base text-red-900">{t('audit.error')}</p>
          <Button variant="outline" size="sm" onClick={() => void log.mutate()}>
            {t('audit.retry')}
          </Button>
        </div>
      )}
      <Pagination
        page={pageNumber(stack)}
        hasPrevious={stack.previous.length > 0}
        hasNext={Boolean(page?.next) && !log.isLoading}
        onPrevious={() => setPaging({ firstPage, stack: goToPreviousPage(stack) })}
        onNext={() => page?.next && setPaging({ firstPage, stack: goToNextPage(stack, page.next) })}
      />
    </div>
  );
}

function AuditTable({ entries }: { entries: readonly AdminAuditEntry[] }) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  return (
    <TableFrame captionId={captionId}>
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {t('audit.caption')}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {(['at', 'who', 'what', 'case', 'detail'] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {t(`audit.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-slate-200">
              <td className="px-3 py-3 whitespace-nowrap text-slate-700 sm:px-4">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td className="px-3 py-3 font-medium text-slate-900 sm:px-4">{entry.actor}</td>
              <td className="px-3 py-3 text-slate-900 sm:px-4">{t(`audit.actions.${entry.action}`)}</td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700 sm:px-4">
                {entry.caseNumber ? (
                  <Link to={paths.adminCase.getHref(entry.caseNumber)} className="text-brand-700 underline underline-offset-2">
                    {entry.caseNumber}
                  </Link>
                ) : (
                  t('audit.noCase')
                )}
              </td>
              <td className="px-3 py-3 text-slate-700 sm:px-4">
                <AuditDetail entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** What the action needs said: the statuses of a change, the owners, the filter of an export, where a failed sign-in came from. */
function AuditDetail({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation('admin');
  const statusLabel = useStatusLabel();
  const { detail } = entry;
  switch (entry.action) {
    case 'status_changed':
      // Closing records the outcome: its code and day, as the server wrote them.
      return detail.outcome ? (
        <>
          {t('audit.detail.closedWith', {
            from: statusLabel(detail.from ?? ''),
            to: statusLabel(detail.to ?? ''),
            outcome: outcomeTexts.outcomes[detail.outcome as keyof typeof outcomeTexts.outcomes] ?? detail.outcome,
            date: formatDate(detail.outcomeDate ?? ''),
          })}
        </>
      ) : (
        <>{t('audit.detail.status', { from: statusLabel(detail.from ?? ''), to: statusLabel(detail.to ?? '') })}</>
      );
    case 'case_assigned':
      return <>{t('audit.detail.owner', { from: detail.from || t('owner.nobody'), to: detail.to || t('owner.nobody') })}</>;
    case 'cases_exported': {
      if (detail.report)
        return <>{t('audit.detail.outcomeReport', { from: formatDate(detail.from ?? ''), to: formatDate(detail.to ?? '') })}</>;
      const parts = [
        detail.q ? t('audit.detail.search', { q: detail.q }) : null,
        detail.status ? t('audit.detail.statusFilter', { status: statusLabel(detail.status) }) : null,
        detail.owner
          ? t('audit.detail.ownerFilter', { owner: detail.owner === 'none' ? t('search.noOwner') : detail.owner })
          : null,
      ].filter(Boolean);
      return <>{parts.length > 0 ? parts.join('; ') : t('audit.detail.noFilter')}</>;
    }
    case 'sign_in_failed':
      return (
        <>
          {t(detail.reason === 'second_factor' ? 'audit.detail.wrongCode' : 'audit.detail.wrongPassword', {
            address: detail.address ?? '',
          })}
        </>
      );
    case 'documents_requested':
      return <>{t('audit.detail.items', { count: Number(detail.items ?? 0) })}</>;
    case 'payment_refunded':
      return <>{detail.amount ? t('audit.detail.refund', { amount: detail.amount }) : t('audit.detail.none')}</>;
    case 'dispute_opened':
      return (
        <>
          {detail.amount
            ? t('audit.detail.dispute', { amount: detail.amount, reason: detail.reason ?? '' })
            : t('audit.detail.none')}
        </>
      );
    case 'dispute_closed':
      return <>{t(detail.outcome === 'won' ? 'audit.detail.disputeWon' : 'audit.detail.disputeLost')}</>;
    case 'macro_created':
    case 'macro_updated':
    case 'macro_deleted':
      return <>{t('audit.detail.macro', { title: detail.title ?? '' })}</>;
    case 'macro_applied': {
      // Its parts (the move, the requests, the message) have entries of their own; this one names the macro.
      const parts = [
        t('audit.detail.macro', { title: detail.title ?? '' }),
        detail.to ? t('audit.detail.macroStatus', { to: statusLabel(detail.to) }) : null,
        Number(detail.requests ?? 0) > 0 ? t('audit.detail.items', { count: Number(detail.requests) }) : null,
        detail.messageSent === 'true' ? t('audit.detail.macroMessage') : null,
      ].filter(Boolean);
      return <>{parts.join('; ')}</>;
    }
    default:
      return <span className="text-slate-500">{t('audit.detail.none')}</span>;
  }
}
