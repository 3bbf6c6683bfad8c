import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { platformName, type AdminApplication, type AdminStaffMember } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '../lib/format';
import { OwnerSelect } from './owner-select';
import { ReviewTimer } from './review-timer';
import { StatusBadge } from './status-badge';

export type ApplicationsTableProps = {
  applications: readonly AdminApplication[];
  /** The accounts a case can be given to. */
  staff: readonly AdminStaffMember[];
  onOpen: (application: AdminApplication) => void;
};

const COLUMNS = ['name', 'email', 'platform', 'status', 'deadline', 'owner', 'date', 'actions'] as const;

const cell = 'px-3 py-3 align-middle sm:px-4';
// The actions column stays in view while a narrow screen scrolls the table sideways.
const stickyCell = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.15)]';

/**
 * SPEC §2 list: name, e-mail, platform, status, date and actions, with the review deadline of new
 * cases (overdue ones come first, marked) and the owner, changed in place. On a phone the table
 * scrolls sideways inside its own frame (which takes keyboard focus for that), never the page.
 */
export function ApplicationsTable({ applications, staff, onOpen }: ApplicationsTableProps) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[64rem] border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {t('table.caption')}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`${cell} font-semibold ${column === 'actions' ? `${stickyCell} bg-slate-50 text-right` : ''}`}
              >
                {t(`table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr
              key={application.id}
              className={cn('border-t border-slate-200', application.overdue ? 'bg-red-50 hover:bg-red-100' : 'hover:bg-slate-50')}
            >
              <th scope="row" className={`${cell} font-medium text-slate-900`}>
                <span className="block">
                  {application.firstName} {application.lastName}
                </span>
                <span className="block text-xs font-normal text-slate-600">{application.caseNumber}</span>
              </th>
              <td className={`${cell} break-words text-slate-700`}>{application.email}</td>
              <td className={`${cell} text-slate-700`}>{platformName(application.platform, t('table.platformOther'))}</td>
              <td className={cell}>
                <StatusBadge status={application.status} />
                {application.overdue && (
                  <span className="mt-1 block text-xs font-semibold tracking-wide text-red-800 uppercase">{t('deadline.overdue')}</span>
                )}
              </td>
              <td className={cell}>
                <ReviewTimer application={application} />
              </td>
              <td className={cell}>
                <OwnerSelect application={application} staff={staff} />
              </td>
              <td className={`${cell} whitespace-nowrap text-slate-700`}>
                <time dateTime={application.createdAt}>{formatDateTime(application.createdAt)}</time>
              </td>
              <td className={cn(cell, stickyCell, 'text-right', application.overdue ? 'bg-red-50' : 'bg-white')}>
                <Button variant="outline" size="sm" onClick={() => onOpen(application)}>
                  {t('table.open')}
                  <span className="sr-only"> {t('table.openCase', { caseNumber: application.caseNumber })}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
