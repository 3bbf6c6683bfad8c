import { adminListQuerySchema, type AdminListSort, type AdminOwnerFilter, type CaseStatus } from '@reactivation/contracts';

/** Whose cases: everyone's (null), the signed-in staff member's ("мои дела"), nobody's, or one account's id. */
export type OwnerFilter = AdminOwnerFilter | null;

/**
 * The list's search, filters and order (null: overdue reviews first, then newest; `deadline`: by appeal
 * deadline): what the server is asked, and what the page's address holds.
 */
export type CaseListFilter = { q: string; status: CaseStatus | null; owner: OwnerFilter; sort: AdminListSort | null };

export const NO_FILTER: CaseListFilter = { q: '', status: null, owner: null, sort: null };

const { status: statusSchema, owner: ownerSchema, sort: sortSchema } = adminListQuerySchema.shape;

/** The filter's query parameters, as the server reads them (and as the list's address keeps them). */
export function filterParams({ q, status, owner, sort }: CaseListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  if (owner) params.set('owner', owner);
  if (sort) params.set('sort', sort);
  return params;
}

/**
 * The filter an address holds (`/admin?q=stone&status=paid&owner=me`). A value the server would
 * refuse (an unknown status, an owner that is no account id) is left out rather than failing the list.
 */
export function filterFromQuery(params: URLSearchParams): CaseListFilter {
  const status = statusSchema.safeParse(params.get('status') ?? undefined);
  const owner = ownerSchema.safeParse(params.get('owner') ?? undefined);
  const sort = sortSchema.safeParse(params.get('sort') ?? undefined);
  return {
    q: params.get('q') ?? '',
    status: (status.success && status.data) || null,
    owner: (owner.success && owner.data) || null,
    sort: (sort.success && sort.data) || null,
  };
}
