import { EVIDENCE_REASONS } from '@reactivation/contracts';
import type { CaseAppealFacts } from '../cases/case-appeal-facts.service';
import { appealLetterDocument } from './appeal-letter.pdf';
import { draftLetter, platformTemplate, summarizeLetter } from './letter-drafter';

const facts: CaseAppealFacts = {
  id: '00000000-0000-4000-8000-000000000001',
  caseNumber: 'DR-2026-000321',
  firstName: 'Ana',
  lastName: 'López',
  platform: 'doordash',
  deactivationDate: '2025-06-01',
  deactivationReason: 'Customer said the order never arrived.',
  supportResponse: '',
  attemptedReactivation: true,
  state: 'WA',
  locale: 'es',
  status: 'in_progress',
  documents: [
    { originalName: 'notice.png', requestLabel: 'Captura del aviso de desactivación' },
    { originalName: 'history.pdf', requestLabel: null },
  ],
};

describe('the appeal letter drafter', () => {
  it('uses the platform template a stored platform names, and a generic one for the rest', () => {
    expect(platformTemplate('doordash')).toBe('doordash');
    expect(platformTemplate('Uber Eats')).toBe('uber');
    expect(platformTemplate('Walmart Spark Driver')).toBe('spark');
    expect(platformTemplate('amazon-flex')).toBe('amazon_flex');
    expect(platformTemplate('Shipt')).toBe('generic');
  });

  it('drafts from the facts: the team, the date in words, the reason, support, the documents and the place', () => {
    const letter = draftLetter(facts, 'late_orders', '2026-11-28');
    expect(letter).toMatch(/^November 28, 2026\n\n/);
    expect(letter).toContain('Dear DoorDash Dasher Support,');
    expect(letter).toContain('My name is Ana López.');
    expect(letter).toContain('June 1, 2025');
    expect(letter).toContain('late or undelivered orders');
    expect(letter).toContain('the reason I was given was: "Customer said the order never arrived".');
    expect(letter).toContain('I did not receive an answer that explained the decision.');
    expect(letter).toContain('- Captura del aviso de desactivación (notice.png)\n- history.pdf');
    expect(letter).toContain('I work in Washington.');
  });

  it('leaves no placeholder unfilled for any reason or platform, and names no platform "other"', () => {
    for (const platform of ['doordash', 'Lyft', 'Grubhub', 'other']) {
      for (const reason of EVIDENCE_REASONS) {
        const letter = draftLetter({ ...facts, platform, state: null, documents: [] }, reason, '2026-11-28');
        expect(letter).not.toContain('{{');
        const summary = summarizeLetter({ ...facts, platform }, reason);
        expect(summary.en).not.toContain('{{');
        expect(summary.es).not.toContain('{{');
        if (platform === 'other') expect(`${letter} ${summary.en}`).not.toMatch(/\bOther\b/);
      }
    }
  });

  it('summarizes in plain words in each client language', () => {
    const summary = summarizeLetter(facts, 'late_orders');
    expect(summary.en).toMatch(/^This letter asks DoorDash to reactivate your account, which was deactivated on June 1, 2025\./);
    expect(summary.es).toMatch(/^Esta carta le pide a DoorDash que reactive tu cuenta, que fue desactivada el 1 de junio de 2025\./);
    expect(summary.es).toContain('2 documento(s)');
    expect(summary.es).toContain('(Washington)');
  });

  it('prints a version with its list as a list, and says so when it is a draft', () => {
    const document = appealLetterDocument({ caseNumber: facts.caseNumber, version: 3, body: draftLetter(facts, 'ratings', '2026-11-28'), final: false });
    expect(document.blocks.some((block) => block.kind === 'list' && block.items.includes('history.pdf'))).toBe(true);
    expect(document.blocks.some((block) => block.kind === 'paragraph' && block.text === 'Draft, not final')).toBe(true);
    expect(document.title).toBe('Appeal letter, case DR-2026-000321');
  });
});
