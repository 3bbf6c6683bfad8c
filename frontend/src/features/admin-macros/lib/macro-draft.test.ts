import { describe, expect, it } from 'vitest';
import { checkMacroDraft, EMPTY_MACRO_DRAFT } from './macro-draft';

const draft = {
  ...EMPTY_MACRO_DRAFT,
  titleRu: 'Напоминание о сроке',
  textEn: 'Hi {{clientName}}, your deadline is {{deadline}}.',
  textEs: 'Hola {{clientName}}, su fecha límite es {{deadline}}.',
};

describe('checkMacroDraft', () => {
  it('pairs the documents line by line and leaves the status unset when none is chosen', () => {
    const checked = checkMacroDraft({ ...draft, documentsEn: 'ID\n\n  Screenshot ', documentsEs: 'Identificación\nCaptura' });
    expect(checked.input).toEqual({
      ...{ titleRu: draft.titleRu, textEn: draft.textEn, textEs: draft.textEs },
      documentRequests: [
        { en: 'ID', es: 'Identificación' },
        { en: 'Screenshot', es: 'Captura' },
      ],
      targetStatus: null,
    });
  });

  it('names each field that is wrong: empty, unknown variables, unpaired documents', () => {
    const checked = checkMacroDraft({ ...draft, titleRu: ' ', textEs: 'Hola {{nombre}} y {{ amount }}', documentsEn: 'ID', documentsEs: '' });
    expect(checked.problems).toEqual({
      titleRu: { kind: 'required' },
      textEs: { kind: 'unknownVariable', names: ['nombre', 'amount'] },
      documents: { kind: 'mismatch', en: 1, es: 0 },
    });
  });
});
