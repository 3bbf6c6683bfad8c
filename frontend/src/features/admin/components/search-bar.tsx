import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_STATUSES, type CaseStatus } from '@reactivation/contracts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { isCaseStatus } from '../lib/format';
import { useStatusLabel } from './status-badge';

const ALL = 'all';

export type SearchBarProps = {
  query: string;
  onQueryChange: (query: string) => void;
  status: CaseStatus | null;
  onStatusChange: (status: CaseStatus | null) => void;
};

/**
 * The list's search (SPEC §5 "Admin search": case number, names, e-mail, platform; done by the
 * server) and a status filter. The caller waits for the typing to pause before it searches.
 */
export function SearchBar({ query, onQueryChange, status, onStatusChange }: SearchBarProps) {
  const { t } = useTranslation('admin');
  const statusLabel = useStatusLabel();
  const id = useId();
  const options = [
    { value: ALL, label: t('search.allStatuses') },
    ...CASE_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
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
    </div>
  );
}
