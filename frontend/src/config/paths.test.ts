import { adminCasePath } from '@reactivation/contracts';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe("a case's page in the staff panel", () => {
  it('is the address the staff e-mails link to, and its route reads the case number back', () => {
    for (const caseNumber of ['DR-2026-000217', 'DR-2027-1234567']) {
      expect(paths.adminCase.getHref(caseNumber)).toBe(adminCasePath(caseNumber));
      expect(matchPath(paths.adminCase.path, adminCasePath(caseNumber))?.params.caseNumber).toBe(caseNumber);
    }
  });
});
