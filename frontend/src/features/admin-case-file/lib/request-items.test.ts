import { describe, expect, it } from 'vitest';
import { checkRequestItems, splitRequestItems } from './request-items';

describe('document request items', () => {
  it('makes one item of each non-empty line, trimmed', () => {
    expect(splitRequestItems('  Photo of your license \r\n\n   \nScreenshot of the e-mail\n')).toEqual([
      'Photo of your license',
      'Screenshot of the e-mail',
    ]);
    expect(splitRequestItems(' \n\n')).toEqual([]);
  });

  it('keeps to the contracts: at least one item, at most 10, each at most 200 characters', () => {
    expect(checkRequestItems([])).toEqual({ kind: 'empty' });
    expect(checkRequestItems(Array.from({ length: 11 }, (_, index) => `item ${index}`))).toEqual({
      kind: 'tooMany',
      count: 11,
      max: 10,
    });
    expect(checkRequestItems(['ok', 'x'.repeat(201)])).toEqual({ kind: 'tooLong', line: 2, max: 200 });
    expect(checkRequestItems(['ok', 'x'.repeat(200)])).toBeNull();
  });
});
