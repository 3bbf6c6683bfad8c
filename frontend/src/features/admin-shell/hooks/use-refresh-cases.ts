import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isCaseKey } from '../lib/staff-keys';

/** Refetches the list pages, the counters and the case's file (after a change to a case). */
export function useRefreshCases() {
  const { mutate } = useSWRConfig();
  return useCallback((caseNumber?: string) => mutate((key) => isCaseKey(key, caseNumber)), [mutate]);
}
