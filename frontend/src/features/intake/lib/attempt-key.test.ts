import { IDEMPOTENCY_KEY_PATTERN } from '@reactivation/contracts';
import { describe, expect, it } from 'vitest';
import { AttemptKeys, attemptSignature, newAttemptKey } from './attempt-key';

describe('attempt keys', () => {
  it('makes keys the server accepts, a new one each time', () => {
    const a = newAttemptKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newAttemptKey()).not.toBe(a);
  });

  it('keeps the key while the answers stay the same, and changes it with them', () => {
    const keys = new AttemptKeys();
    const first = keys.keyFor(attemptSignature({ email: 'ana@example.com', reason: 'Late deliveries' }));
    expect(keys.keyFor(attemptSignature({ email: 'ana@example.com', reason: 'Late deliveries' }))).toBe(first);
    const edited = keys.keyFor(attemptSignature({ email: 'ana@example.com', reason: 'Late deliveries in a storm' }));
    expect(edited).not.toBe(first);
    // Going back to the first answers is a new attempt too: the server may hold either.
    expect(keys.keyFor(attemptSignature({ email: 'ana@example.com', reason: 'Late deliveries' }))).not.toBe(first);
  });

  it('counts a different file as a different attempt', () => {
    const letter = new File(['%PDF-1'], 'letter.pdf', { type: 'application/pdf', lastModified: 1 });
    const other = new File(['%PDF-22'], 'letter.pdf', { type: 'application/pdf', lastModified: 1 });
    const answers = { email: 'ana@example.com' };
    expect(attemptSignature(answers, [letter])).toBe(attemptSignature(answers, [letter]));
    expect(attemptSignature(answers, [letter])).not.toBe(attemptSignature(answers, [other]));
    expect(attemptSignature(answers, [letter])).not.toBe(attemptSignature(answers));
  });
});
