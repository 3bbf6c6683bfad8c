/**
 * The panel's SWR keys, in one place: every read starts with 'admin', so a change can refresh what
 * it touched (a status change in the case file refreshes the list and the counters too).
 */
export const staffKeys = {
  verify: (token: string) => ['admin', 'verify', token] as const,
  staff: () => ['admin', 'staff'] as const,
  caseList: (url: string) => ['admin', 'applications', url] as const,
  caseStats: () => ['admin', 'stats'] as const,
  followUps: () => ['admin', 'follow-ups'] as const,
  caseFile: (caseNumber: string) => ['admin', 'case', caseNumber] as const,
  journal: (url: string) => ['admin', 'audit', url] as const,
  macros: () => ['admin', 'macros'] as const,
};

/**
 * Whether `key` is one of the reads a change to a case makes stale: the list pages, the counters,
 * and that case's file (every case file read, when the case is not named: only the open one is read again).
 */
export function isCaseKey(key: unknown, caseNumber?: string): boolean {
  if (!Array.isArray(key) || key[0] !== 'admin') return false;
  return key[1] === 'applications' || key[1] === 'stats' || key[1] === 'follow-ups' || (key[1] === 'case' && (caseNumber === undefined || key[2] === caseNumber));
}
