import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileDigest, submissionFingerprint, type SubmissionAnswers } from './submission-fingerprint';

const answers: SubmissionAnswers = {
  source: 'case_review',
  email: 'marcus.reed@gmail.com',
  firstName: 'Marcus',
  lastName: 'Reed',
  phone: '+1 555 987 6543',
  platform: 'Uber',
  deactivationDate: '2025-07-14',
  deactivationReason: 'Background check flagged a record that is not mine.',
  attemptedReactivation: false,
  supportResponse: '',
  description: 'I have driven 4,000 trips.',
  documentUrls: [],
};

describe('the fingerprint of a submission', () => {
  const of = (changes: Partial<SubmissionAnswers>, digests: string[] = []) =>
    submissionFingerprint({ ...answers, ...changes }, digests);

  it('is the same for the same answers to the same mailbox, however the address is spelled', () => {
    expect(of({})).toMatch(/^[0-9a-f]{64}$/);
    expect(of({ email: 'Marcus.Reed+retry@googlemail.com' })).toBe(of({}));
  });

  it('differs as soon as one answer, the form or the mailbox does', () => {
    const base = of({});
    expect(of({ description: 'I have driven 4,001 trips.' })).not.toBe(base);
    expect(of({ attemptedReactivation: true })).not.toBe(base);
    expect(of({ state: 'NY' })).not.toBe(base);
    expect(of({ source: 'home_form' })).not.toBe(base);
    expect(of({ email: 'marcus.reed@example.com' })).not.toBe(base);
    expect(of({ documentUrls: ['https://example.com/letter'] })).not.toBe(base);
  });

  it('counts documents by their bytes, in any order', () => {
    expect(of({}, ['a', 'b'])).toBe(of({}, ['b', 'a']));
    expect(of({}, ['a'])).not.toBe(of({}, ['a', 'b']));
    expect(of({}, ['a'])).not.toBe(of({}));
  });

  it('hashes the answers in their fixed order, so claims made before a release still match after it', () => {
    const canonical = JSON.stringify([
      'case_review',
      'marcusreed@gmail.com',
      'Marcus',
      'Reed',
      '+1 555 987 6543',
      'Uber',
      '2025-07-14',
      'Background check flagged a record that is not mine.',
      false,
      '',
      'I have driven 4,000 trips.',
      ['https://example.com/letter'],
      'NY',
      ['a', 'b'],
    ]);
    expect(of({ email: 'Marcus.Reed@gmail.com', documentUrls: ['https://example.com/letter'], state: 'NY' }, ['b', 'a'])).toBe(
      createHash('sha256').update(canonical).digest('hex'),
    );
  });

  it('reads a file for its digest', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fingerprint-'));
    try {
      await writeFile(join(dir, 'a'), 'same bytes');
      await writeFile(join(dir, 'b'), 'same bytes');
      await writeFile(join(dir, 'c'), 'other bytes');
      expect(await fileDigest(join(dir, 'a'))).toBe(await fileDigest(join(dir, 'b')));
      expect(await fileDigest(join(dir, 'a'))).not.toBe(await fileDigest(join(dir, 'c')));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
