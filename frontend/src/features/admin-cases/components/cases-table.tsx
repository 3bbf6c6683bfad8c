import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { platformName, type AdminApplication, type AdminListSort, type AdminStaffMember } from '@reactivation/contracts';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { DisputeFlag, formatDate, StatusBadge, TableFrame, type CaseLinkState } from '@/features/admin-shell';
import { AppealDeadlineCell, AppealDeadlineHeader } from './appeal-deadline-column';
import { OwnerSelect } from './owner-select';
import { ReviewTimer } from './review-timer';

export type CasesTableProps = {
  applications: readonly AdminApplication[];
  /** The accounts a case can be given to. */
  staff: readonly AdminStaffMember[];
  /** The list's order, from the address; the appeal deadline's header changes it. */
  sort: AdminListSort | null;
  onSortChange: (sort: AdminListSort | null) => void;
};

const COLUMNS = ['name', 'email', 'platform', 'status', 'deadline', 'appealDeadline', 'owner', 'date', 'actions'] as const;

// Nine columns share 1280 px, so the cells' side padding is narrow.
const cell = 'px-2 py-3 align-top';
// Below 1024 px the table scrolls sideways in its frame; the actions column stays in view meanwhile.
const stickyCell = 'max-lg:sticky max-lg:right-0 max-lg:shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.15)]';
const timeFormat = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });

/**
 * SPEC §2 list: name, e-mail, platform, status, date and actions, with the review deadline of new
 * cases (overdue ones come first, marked) and the owner, changed in place. At 1280 px every column
 * fits whole: long texts wrap (names and platforms by word, e-mails anywhere, a long status on two
 * lines, the deadline and the date each over two lines) rather than being cut. On a phone the table
 * scrolls sideways inside its own frame (which takes keyboard focus for that), never the page.
 */
export function CasesTable({ applications, staff, sort, onSortChange }: CasesTableProps) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  return (
    <TableFrame captionId={captionId}>
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm lg:min-w-0">
        <caption id={captionId} className="sr-only">
          {t('table.caption')}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn(cell, 'font-semibold', column === 'actions' && `${stickyCell} bg-slate-50 text-right`)}
                aria-sort={column === 'appealDeadline' && sort === 'deadline' ? 'ascending' : undefined}
              >
                {column === 'appealDeadline' ? <AppealDeadlineHeader sort={sort} onSortChange={onSortChange} /> : t(`table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <CaseRow key={application.id} application={application} staff={staff} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function CaseRow({ application, staff }: { application: AdminApplication; staff: readonly AdminStaffMember[] }) {
  const { t } = useTranslation('admin');
  const href = paths.adminCase.getHref(application.caseNumber);
  const fromList: CaseLinkState = { fromList: true };
  return (
    <tr className={cn('border-t border-slate-200', application.overdue ? 'bg-red-50 hover:bg-red-100' : 'hover:bg-slate-50')}>
      <th scope="row" className={cn(cell, 'min-w-[8rem] font-medium text-slate-900')}>
        <span className="block">
          {application.firstName} {application.lastName}
        </span>
        <Link to={href} state={fromList} className="block text-xs font-normal whitespace-nowrap text-brand-700 underline-offset-2 hover:underline">
          {application.caseNumber}
        </Link>
      </th>
      <td className={cn(cell, 'min-w-[7rem] text-slate-700 [overflow-wrap:anywhere]')}>{application.email}</td>
      <td className={cn(cell, 'text-slate-700')}>{platformName(application.platform, t('table.platformOther'))}</td>
      <td className={cn(cell, 'min-w-[7rem]')}>
        <StatusBadge status={application.status} wrap className="text-xs" />
        {application.overdue && (
          <span className="mt-1 block text-xs font-semibold tracking-wide text-red-800 uppercase">{t('deadline.overdue')}</span>
        )}
        {application.dispute && <DisputeFlag dispute={application.dispute} className="mt-1" />}
      </td>
      <td className={cell}>
        <ReviewTimer application={application} />
      </td>
      <td className={cell}>
        <AppealDeadlineCell application={application} />
      </td>
      <td className={cell}>
        <OwnerSelect application={application} staff={staff} />
      </td>
      <td className={cn(cell, 'text-slate-700')}>
        <time dateTime={application.createdAt} className="flex flex-col whitespace-nowrap">
          <span>{formatDate(application.createdAt)}</span>
          <span className="text-xs text-slate-600">{timeFormat.format(new Date(application.createdAt))}</span>
        </time>
      </td>
      <td className={cn(cell, stickyCell, 'text-right', application.overdue ? 'bg-red-50' : 'bg-white')}>
        <Link to={href} state={fromList} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {t('table.open')}
          <span className="sr-only"> {t('table.openCase', { caseNumber: application.caseNumber })}</span>
        </Link>
      </td>
    </tr>
  );
}
