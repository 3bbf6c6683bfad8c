import { mayMatchMany } from './admin-list-sql';

describe('which search terms get the list walk beside the search', () => {
  it.each(['garci', 'doordash', 'maría'])('a name or a platform may match many: %s', (term) => {
    expect(mayMatchMany(term)).toBe(true);
  });

  it.each(['dr-2026-0001', 'james.nguyen', 'ana@example.com', '5559876543'])('a case number, e-mail or phone names a few: %s', (term) => {
    expect(mayMatchMany(term)).toBe(false);
  });
});
