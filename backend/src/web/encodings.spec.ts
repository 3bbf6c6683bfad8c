import { pickEncoding } from './encodings';

describe('Accept-Encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', null],
    ['gzip;q=0, br;q=0', null],
    ['BR;Q=0, GZIP', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip, *;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['brotli, gzip;q=0', null],
    ['br;q=abc, gzip', 'gzip'],
  ])('%p picks %p', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
