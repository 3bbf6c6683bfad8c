import { describe, expect, it } from 'vitest';
import { FEE_AMOUNT_CENTS } from '@reactivation/contracts';
import { FEE_TEXT } from './fee';
import { formatAmount } from './format-amount';

const catalogs = import.meta.glob<{ default: unknown }>('../locales/*/*.json', { eager: true });

describe('the fee', () => {
  it('is written from the amount the server charges', () => {
    expect(FEE_TEXT).toBe(`$${(FEE_AMOUNT_CENTS / 100).toFixed(2)} USD`);
    expect(formatAmount(12_345, 'eur')).toBe('€123.45 EUR');
  });

  it('is never spelt out in a catalog: texts name it as {{fee}}', () => {
    for (const [file, catalog] of Object.entries(catalogs)) {
      expect(JSON.stringify(catalog.default), file).not.toContain(FEE_TEXT);
    }
  });
});
