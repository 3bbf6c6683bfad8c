import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('the page a sign-in goes back to', () => {
  it('is a page of the panel, with its query', () => {
    expect(safeReturnPath('/admin')).toBe('/admin');
    expect(safeReturnPath('/admin/cases/DR-2026-000217')).toBe('/admin/cases/DR-2026-000217');
    expect(safeReturnPath('/admin?q=stone&status=paid')).toBe('/admin?q=stone&status=paid');
  });

  it('is none for another site, a public page or a trick that leaves the panel', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example/admin',
      '\\\\evil.example',
      '/admin-login',
      '/administrator',
      '/payment/abc',
      '/admin/../payment/abc',
      'javascript:alert(1)',
      '/admin\n/x',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});
