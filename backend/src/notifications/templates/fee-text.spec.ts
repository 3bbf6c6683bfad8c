import { FEE_AMOUNT_CENTS, type Locale } from '@reactivation/contracts';
import { createElement } from 'react';
import en from '../locales/en.json';
import es from '../locales/es.json';
import ru from '../locales/ru.json';
import { CaseReceivedEmail } from './case-received.email';
import { FEE_TEXT } from './email-texts';
import { renderEmail } from './render-email';

const contacts = { firstName: 'Ana', caseNumber: 'GR-20240517-0042', supportEmail: 'help@example.com', supportPhone: '+1 555 010 0200' };
const NEXT_STEP = {
  en: 'If we can help, we send you a secure link to pay the one-time fee of $200.00 USD.',
  es: 'Si podemos ayudarte, te enviamos un enlace seguro para pagar la tarifa única de $200.00 USD.',
};

describe('the fee in e-mails', () => {
  it('is written from FEE_AMOUNT_CENTS', () => {
    expect(FEE_TEXT).toBe(`$${(FEE_AMOUNT_CENTS / 100).toFixed(2)} USD`);
  });

  it('is never spelt out in a locale file: texts name it as {{fee}}', () => {
    for (const [name, catalog] of Object.entries({ en, es, ru })) {
      expect(`${name}: ${JSON.stringify(catalog)}`).not.toMatch(/\$\d/);
    }
  });

  for (const locale of ['en', 'es'] as Locale[]) {
    it(`in ${locale}: the case confirmation tells the next step with the fee filled in, word for word`, () => {
      const props = { ...contacts, locale, statusUrl: 'https://example.com/case/abc' };
      // The plain-text version wraps lines at 80 characters; the words are what must not change.
      const words = (text: string) => text.replace(/\s+/g, ' ');
      const confirmation = words(renderEmail(createElement(CaseReceivedEmail, props)).text);
      expect(confirmation).toContain(`2. ${NEXT_STEP[locale]}`);
    });
  }
});
