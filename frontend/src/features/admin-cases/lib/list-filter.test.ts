import { describe, expect, it } from 'vitest';
import { filterFromQuery, filterParams, NO_FILTER } from './list-filter';

const OWNER = '7d0f0c55-0000-4000-8000-0000000000aa';

describe("the case list's filter in the page's address", () => {
  it('reads the search, the status and the owner, and writes them back the same', () => {
    const filter = filterFromQuery(new URLSearchParams(`q=Stone&status=paid&owner=${OWNER}`));
    expect(filter).toEqual({ q: 'Stone', status: 'paid', owner: OWNER, sort: null });
    expect(filterParams(filter).toString()).toBe(`q=Stone&status=paid&owner=${OWNER}`);
    expect(filterFromQuery(new URLSearchParams('owner=me')).owner).toBe('me');
  });

  it('keeps the order by appeal deadline in the address, and drops an order the server does not know', () => {
    const sorted = filterFromQuery(new URLSearchParams('status=paid&sort=deadline'));
    expect(sorted).toEqual({ q: '', status: 'paid', owner: null, sort: 'deadline' });
    expect(filterParams(sorted).toString()).toBe('status=paid&sort=deadline');
    expect(filterFromQuery(new URLSearchParams('sort=oldest')).sort).toBeNull();
  });

  it('is no filter for an empty address, and leaves out what the server would refuse', () => {
    expect(filterFromQuery(new URLSearchParams())).toEqual(NO_FILTER);
    expect(filterFromQuery(new URLSearchParams('status=archived&owner=olga'))).toEqual(NO_FILTER);
    expect(filterParams({ q: '   ', status: null, owner: null, sort: null }).toString()).toBe('');
  });
});
