import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DOCUMENT_REQUEST_LABEL_MAX, DOCUMENT_REQUEST_MAX_ITEMS } from './case-room.schema';
import {
  EVIDENCE_CHECKLISTS,
  EVIDENCE_ITEMS,
  EVIDENCE_REASONS,
  EVIDENCE_TEXTS,
  guessEvidenceReason,
} from './evidence-checklist';

describe('the evidence checklist', () => {
  it('asks, for every reason, for items that fit one document request action, the notice first', () => {
    for (const reason of EVIDENCE_REASONS) {
      const items = EVIDENCE_CHECKLISTS[reason];
      assert.ok(items.length > 0 && items.length <= DOCUMENT_REQUEST_MAX_ITEMS, reason);
      assert.equal(items[0], 'deactivation_notice', reason);
      assert.equal(new Set(items).size, items.length, `${reason} repeats an item`);
    }
  });

  it('has every reason and item in English and Spanish, within the request limits', () => {
    for (const reason of EVIDENCE_REASONS) {
      for (const texts of [EVIDENCE_TEXTS.en, EVIDENCE_TEXTS.es]) assert.ok(texts.reasons[reason], reason);
    }
    for (const item of EVIDENCE_ITEMS) {
      for (const locale of ['en', 'es'] as const) {
        const text = EVIDENCE_TEXTS[locale].items[item];
        assert.ok(text.label.length > 0 && text.label.length <= DOCUMENT_REQUEST_LABEL_MAX, `${locale} ${item} label`);
        assert.ok(text.why.length > 0 && text.why.length <= 600, `${locale} ${item} why`);
      }
    }
    assert.deepEqual(Object.keys(EVIDENCE_TEXTS.es.items).sort(), [...EVIDENCE_ITEMS].sort());
  });

  it('proposes the reason a client\'s own words point to, in English or Spanish', () => {
    assert.equal(guessEvidenceReason('My rating dropped to 4.6'), 'ratings');
    assert.equal(guessEvidenceReason('Mi calificación bajó a 4.6 estrellas'), 'ratings');
    assert.equal(guessEvidenceReason('Too many late deliveries'), 'late_orders');
    assert.equal(guessEvidenceReason('Pedidos no entregados'), 'late_orders');
    assert.equal(guessEvidenceReason('They said I was sharing my account'), 'fraud_flag');
    assert.equal(guessEvidenceReason('Background check flagged a record that is not mine.'), 'background_check');
    assert.equal(guessEvidenceReason('A customer filed a safety complaint'), 'safety_complaint');
    assert.equal(guessEvidenceReason('Mi licencia estaba vencida'), 'documents_expired');
    assert.equal(guessEvidenceReason('No reason given'), 'other');
  });
});
