import { CASE_STATUSES, type CaseStatus, type Locale } from '@reactivation/contracts';
import { createElement } from 'react';
import { CaseStatusChangedEmail, caseStatusChangedSubject } from './case-status-changed.email';
import { PaymentLinkEmail, paymentLinkSubject } from './payment-link.email';
import { renderEmail } from './render-email';

const LOCALES: Locale[] = ['en', 'es'];
const base = {
  firstName: 'Ana',
  caseNumber: 'GR-20240517-0042',
  supportEmail: 'help@example.com',
  supportPhone: '+1 555 010 0200',
};

/**
 * What a client must never see: internal status ids and unfilled placeholders. "refunded" is also the
 * plain English word the refund e-mails use ("Your payment has been refunded"), so it is not an id there.
 */
const STATUS_IDS = CASE_STATUSES.filter((status) => status !== 'refunded');
function expectClientFacing(text: string): void {
  for (const status of STATUS_IDS) expect(text).not.toContain(status);
  expect(text).not.toContain('{{');
  expect(text).not.toContain('}}');
}

describe('CaseStatusChangedEmail', () => {
  const statusUrl = 'https://example.com/case/status/abc123';
  const render = (locale: Locale, status: CaseStatus) => {
    const props = { ...base, locale, status, statusUrl };
    return { subject: caseStatusChangedSubject(props), ...renderEmail(createElement(CaseStatusChangedEmail, props)) };
  };

  for (const status of CASE_STATUSES) {
    for (const locale of LOCALES) {
      it(`${status} in ${locale}: names the case, links to its status and speaks plainly`, () => {
        const { subject, html, text } = render(locale, status);
        expect(subject).toContain(base.caseNumber);
        expect(subject).not.toContain('{{');
        expect(html).toContain(`href="${statusUrl}"`);
        expect(text).toContain(statusUrl);
        expect(text).toContain(base.caseNumber);
        expect(text).toContain(base.firstName);
        expect(text).toContain(base.supportEmail);
        expect(text).toContain(base.supportPhone);
        expect(html).toContain(`lang="${locale}"`);
        expectClientFacing(text);
        expectClientFacing(html.replace(/<[^>]*>/g, ''));
      });
    }

    it(`${status}: the Spanish e-mail differs from the English one`, () => {
      const en = render('en', status);
      const es = render('es', status);
      expect(es.subject).not.toBe(en.subject);
      expect(es.text).not.toBe(en.text);
    });
  }

  it('says something different for every status', () => {
    for (const locale of LOCALES) {
      const texts = new Set(CASE_STATUSES.map((status) => render(locale, status).text));
      expect(texts.size).toBe(CASE_STATUSES.length);
    }
  });

  it('carries the "See your case status" button in English', () => {
    expect(render('en', 'paid').text).toContain('See your case status');
  });
});

describe('PaymentLinkEmail', () => {
  const paymentUrl = 'https://pay.example.com/checkout/cs_test_123';
  const render = (locale: Locale) => {
    const props = { ...base, locale, paymentUrl, amount: '$200.00 USD' };
    return { subject: paymentLinkSubject(props), ...renderEmail(createElement(PaymentLinkEmail, props)) };
  };

  for (const locale of LOCALES) {
    it(`in ${locale}: names the case, the fee and the payment link`, () => {
      const { subject, html, text } = render(locale);
      expect(subject).toContain(base.caseNumber);
      expect(subject).not.toContain('{{');
      expect(html).toContain(`href="${paymentUrl}"`);
      // The link also appears as visible text, for mail clients that hide buttons.
      expect(html).toContain(`>${paymentUrl}</a>`);
      expect(text).toContain(paymentUrl);
      expect(text).toContain('$200.00 USD');
      expect(text).toContain(base.caseNumber);
      expect(text).toContain(base.supportEmail);
      expect(text).toContain(base.supportPhone);
      expect(html).toContain(`lang="${locale}"`);
      expectClientFacing(text);
      expectClientFacing(html.replace(/<[^>]*>/g, ''));
    });
  }

  it('the Spanish e-mail differs from the English one', () => {
    const en = render('en');
    const es = render('es');
    expect(en.text).toContain('Pay securely');
    expect(es.subject).not.toBe(en.subject);
    expect(es.text).not.toBe(en.text);
  });
});
