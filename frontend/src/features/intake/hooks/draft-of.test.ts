import { draftSaveSchema } from '@reactivation/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf } from './use-draft-autosave';

describe('draftOf', () => {
  it('is nothing until step 1 holds a valid e-mail', () => {
    expect(draftOf({ firstName: 'Ana' }, 1, 'en')).toBeNull();
    expect(draftOf({ email: 'ana@' }, 1, 'en')).toBeNull();
  });

  it('keeps every field as typed, in the shape the server takes, and never documents', () => {
    const draft = draftOf(
      { email: ' ana@example.com ', firstName: 'Ana', platform: 'doordash', state: 'CA', attemptedReactivation: false, deactivationReason: 'Late' },
      2,
      'es',
    );
    expect(draft).toEqual({
      email: 'ana@example.com',
      step: 2,
      locale: 'es',
      fields: {
        firstName: 'Ana',
        lastName: '',
        phone: '',
        platform: 'doordash',
        state: 'CA',
        deactivationDate: '',
        deactivationReason: 'Late',
        attemptedReactivation: false,
        supportResponse: '',
      },
    });
    expect(draftSaveSchema['~standard'].validate(draft)).not.toHaveProperty('issues');
  });
});
