import useSWR from 'swr';
import * as z from 'zod/mini';
import { followUpAlertSchema, type FollowUpAlert } from '@reactivation/contracts';
import { ADMIN_API, staffKeys, staffRequest } from '@/features/admin-shell';

const alertsSchema = z.array(followUpAlertSchema);

/** GET /api/admin/follow-ups: the open alerts of the signed-in member's cases. */
export function getFollowUps(): Promise<FollowUpAlert[]> {
  return staffRequest(`${ADMIN_API}/follow-ups`, { schema: alertsSchema });
}

export function useFollowUps() {
  return useSWR(staffKeys.followUps(), () => getFollowUps());
}
