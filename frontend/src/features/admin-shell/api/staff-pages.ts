import type { $ZodType } from 'zod/v4/core';
import { parseNextLink, readTotalCount, toRequestPath, type TotalCount } from '../lib/pagination';
import { staffRequestWithHeaders } from './staff-request';

/** One page of a staff list (the cases, the journal): its rows, the total when counted, the next page's address. */
export type StaffPage<T> = {
  items: T[];
  total: TotalCount | null;
  /** The next page's address, null on the last page. */
  next: string | null;
};

/** Reads one page at `url`; the server names the next one in its Link header and the total in X-Total-Count. */
export async function readStaffPage<T>(url: string, schema: $ZodType<T[]>): Promise<StaffPage<T>> {
  const { data, headers } = await staffRequestWithHeaders(url, schema);
  const next = parseNextLink(headers.get('Link'));
  return { items: data, total: readTotalCount(headers), next: next ? toRequestPath(next) : null };
}
