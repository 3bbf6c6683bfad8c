import { describe, expect, it } from 'vitest';
import { attachmentName } from './staff-request';

describe('the name a document is saved under', () => {
  it('is the one the server gives', () => {
    expect(attachmentName('attachment; filename="DR-2026-000123-1.pdf"')).toBe('DR-2026-000123-1.pdf');
  });

  it('is none when the header is missing or holds anything but a plain name', () => {
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName('attachment; filename="../../evil.html"')).toBeNull();
  });
});
