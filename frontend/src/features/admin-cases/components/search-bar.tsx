import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_STATUSES, type AdminStaffMember, type CaseStatus } from '@reactivation/contracts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { isCaseStatus, useStatusLabel } from '@/features/admin-shell';
import type { OwnerFilter } from '../lib/list-filter';

const ALL = 'all';

export type SearchBarProps = {
  query: string;
  onQueryChange: (query: string) => void;
  status: CaseStatus | null;
  onStatusChange: (status: CaseStatus | null) => void;
  owner: OwnerFilter;
  onOwnerChange: (owner: OwnerFilter) => void;
  staff: readonly AdminStaffMember[];
};

/**
 * The list's search (SPEC §5 "Admin search": case number, names, e-mail, platform; done by the
 * server), a status filter and an owner filter ("мои дела"). The caller waits for the typing to
 * pause before it searches.
 */
export function SearchBar({ query, onQueryChange, status, onStatusChange, owner, onOwnerChange, staff }: SearchBarProps) {
  const { t } = useTranslation('admin');
  const statusLabel = useStatusLabel();
  const id = useId();
  const options = [
    { value: ALL, label: t('search.allStatuses') },
    ...CASE_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
  ];
  const ownerOptions = [
    { value: ALL, label: t('search.allOwners') },
    { value: 'me', label: t('search.mine') },
    { value: 'none', label: t('search.noOwner') },
    ...staff.map((member) => ({ value: member.id, label: member.username })),
  ];
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>{t('search.label')}</Label>
        <Input
          id={`${id}-q`}
          type="search"
          value={query}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:w-72">
        <Label htmlFor={`${id}-status`}>{t('search.status')}</Label>
        <Select
          id={`${id}-status`}
          value={status ?? ALL}
          options={options}
          onValueChange={(value) => onStatusChange(isCaseStatus(value) ? value : null)}
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:w-64">
        <Label htmlFor={`${id}-owner`}>{t('search.owner')}</Label>
        <Select
          id={`${id}-owner`}
          value={owner ?? ALL}
          options={ownerOptions}
          onValueChange={(value) => onOwnerChange(value === ALL ? null : value)}
        />
      </div>
    </div>
  );
}
