import { describe, expect, it } from 'vitest';
import {
  FIRST_PAGE,
  goToNextPage,
  goToPreviousPage,
  pageNumber,
  parseNextLink,
  readTotalCount,
  toRequestPath,
} from './pagination';

describe('parseNextLink', () => {
  it('reads the rel="next" target', () => {
    expect(parseNextLink('</api/admin/applications?cursor=abc&limit=25>; rel="next"')).toBe(
      '/api/admin/applications?cursor=abc&limit=25',
    );
  });

  it('picks next among several links, whatever their order, quoting or case', () => {
    const header =
      '</api/admin/applications?limit=25>; rel="first", <https://example.com/api/admin/applications?cursor=x%2C1>; REL=Next; title="later"';
    expect(parseNextLink(header)).toBe('https://example.com/api/admin/applications?cursor=x%2C1');
    expect(parseNextLink('</a?c=1>; rel="prev", </b?c=2>; rel="next"')).toBe('/b?c=2');
  });

  it('accepts next as one of several relation types and a comma inside the target', () => {
    expect(parseNextLink('</list?cursor=a,b>; rel="next last"')).toBe('/list?cursor=a,b');
  });

  it('is null without a next link', () => {
    expect(parseNextLink(null)).toBeNull();
    expect(parseNextLink('')).toBeNull();
    expect(parseNextLink('</a?c=1>; rel="prev"')).toBeNull();
    expect(parseNextLink('</a?c=1>; rel="nextpage"')).toBeNull();
    expect(parseNextLink('garbage')).toBeNull();
  });
});

describe('toRequestPath', () => {
  it('keeps the path and query of the link', () => {
    expect(toRequestPath('/api/admin/applications?cursor=abc', 'http://localhost:5173')).toBe(
      '/api/admin/applications?cursor=abc',
    );
    expect(toRequestPath('http://localhost:3000/api/admin/applications?cursor=abc', 'http://localhost:5173')).toBe(
      '/api/admin/applications?cursor=abc',
    );
  });
});

describe('readTotalCount', () => {
  it('reads X-Total-Count and whether it was capped', () => {
    expect(readTotalCount(new Headers({ 'X-Total-Count': '42' }))).toEqual({ count: 42, capped: false });
    expect(readTotalCount(new Headers({ 'X-Total-Count': '10000', 'X-Total-Count-Capped': 'true' }))).toEqual({
      count: 10000,
      capped: true,
    });
  });

  it('is null when the header is missing or not a count', () => {
    expect(readTotalCount(new Headers())).toBeNull();
    expect(readTotalCount(new Headers({ 'X-Total-Count': 'many' }))).toBeNull();
    expect(readTotalCount(new Headers({ 'X-Total-Count': '-1' }))).toBeNull();
  });
});

describe('page stack', () => {
  it('goes forward by the next links and back through the pages seen', () => {
    const second = goToNextPage(FIRST_PAGE, '/api/admin/applications?cursor=p2');
    const third = goToNextPage(second, '/api/admin/applications?cursor=p3');
    expect(pageNumber(FIRST_PAGE)).toBe(1);
    expect(pageNumber(third)).toBe(3);
    expect(third.current).toBe('/api/admin/applications?cursor=p3');

    const back = goToPreviousPage(third);
    expect(back).toEqual(second);
    expect(goToPreviousPage(back)).toEqual(FIRST_PAGE);
    expect(goToPreviousPage(FIRST_PAGE)).toBe(FIRST_PAGE);
  });
});
