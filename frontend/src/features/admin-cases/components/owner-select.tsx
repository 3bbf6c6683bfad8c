import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminApplication, AdminStaffMember } from '@reactivation/contracts';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useRefreshCases } from '@/features/admin-shell';
import { assignOwner } from '../api/assign-owner';

const NOBODY = 'none';

/** The case's owner, shown and changed in the list: any staff account, or nobody. */
export function OwnerSelect({ application, staff }: { application: AdminApplication; staff: readonly AdminStaffMember[] }) {
  const { t } = useTranslation('admin');
  const refresh = useRefreshCases();
  const [busy, setBusy] = useState(false);
  const options = [
    { value: NOBODY, label: t('owner.nobody') },
    ...staff.map((member) => ({ value: member.id, label: member.username })),
  ];
  // An owner whose account the list does not know yet still shows by name.
  if (application.ownerId && !staff.some((member) => member.id === application.ownerId)) {
    options.push({ value: application.ownerId, label: application.ownerName ?? application.ownerId });
  }

  const change = async (value: string) => {
    const ownerId = value === NOBODY ? null : value;
    if (ownerId === application.ownerId) return;
    setBusy(true);
    try {
      const updated = await assignOwner(application.id, ownerId);
      toast({
        title: updated.ownerName ? t('owner.assigned', { name: updated.ownerName, caseNumber: application.caseNumber }) : t('owner.cleared'),
        variant: 'success',
      });
      await refresh(application.caseNumber);
    } catch (error) {
      console.error('Owner change failed', error);
      if (error instanceof ApiError && error.status === 401) return;
      toast({ title: t('owner.failed'), description: t('owner.tryAgain'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Select
      aria-label={t('owner.label', { caseNumber: application.caseNumber })}
      value={application.ownerId ?? NOBODY}
      options={options}
      disabled={busy}
      onValueChange={(value) => void change(value)}
      // Never narrower than the name it shows: a cut name would be a guess.
      className="h-9 min-w-max text-sm"
    />
  );
}
