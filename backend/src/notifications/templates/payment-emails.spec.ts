import type { Locale } from '@reactivation/contracts';
import { createElement } from 'react';
import { PaymentReceiptEmail, paymentReceiptSubject } from './payment-receipt.email';
import { renderEmail } from './render-email';
import { StaffPaymentAlertEmail, staffPaymentAlertSubject } from './staff-payment-alert.email';

const LOCALES: Locale[] = ['en', 'es'];

describe('PaymentReceiptEmail', () => {
  const props = {
    firstName: 'Ana',
    caseNumber: 'GR-20240517-0042',
    amount: '$200.00 USD',
    paidAt: 'May 17, 2024',
    statusUrl: 'https://example.com/case/status/abc123',
    receiptNumber: 'R-2026-000042',
    receiptUrl: 'https://example.com/api/case-status/abc123/receipt.pdf',
    agreementUrl: 'https://example.com/api/case-status/abc123/agreement.pdf',
    supportEmail: 'help@example.com',
    supportPhone: '+1 555 010 0200',
  };
  const render = (locale: Locale) => {
    const all = { ...props, locale };
    return { subject: paymentReceiptSubject(all), ...renderEmail(createElement(PaymentReceiptEmail, all)) };
  };

  for (const locale of LOCALES) {
    it(`in ${locale}: names the case, the amount, the date and links to the case status`, () => {
      const { subject, html, text } = render(locale);
      expect(subject).toContain(props.caseNumber);
      expect(subject).not.toContain('{{');
      expect(html).toContain(`href="${props.statusUrl}"`);
      expect(html).toContain(`href="${props.receiptUrl}"`);
      expect(html).toContain(`href="${props.agreementUrl}"`);
      expect(text).toContain(props.receiptNumber);
      expect(html).toContain(`lang="${locale}"`);
      expect(text).toContain(props.statusUrl);
      expect(text).toContain('$200.00 USD');
      expect(text).toContain(props.paidAt);
      expect(text).toContain(props.caseNumber);
      expect(text).toContain(props.firstName);
      expect(text).toContain(props.supportEmail);
      expect(text).toContain(props.supportPhone);
      expect(text).not.toContain('{{');
      expect(text).not.toContain('}}');
      expect(html).not.toContain('{{');
    });
  }

  it('the Spanish e-mail differs from the English one', () => {
    const en = render('en');
    const es = render('es');
    expect(en.subject).toBe(`Payment received for case ${props.caseNumber}`);
    expect(en.text).toContain('See your case status');
    expect(en.text).toContain('Gig account reactivation service, one-time fee');
    expect(en.text).toContain('Card');
    expect(es.subject).not.toBe(en.subject);
    expect(es.text).not.toBe(en.text);
    expect(es.text).toContain('Ver el estado de tu caso');
  });
});

describe('StaffPaymentAlertEmail', () => {
  const props = {
    caseNumber: 'GR-20240517-0042',
    name: 'Ana Pérez',
    email: 'ana@example.com',
    amount: '$200.00 USD',
    paidAt: '17.05.2024 14:32',
    caseUrl: 'https://admin.example.com/cases/42',
  };

  it('is in Russian, names the case, client, amount and time, and links to the admin panel', () => {
    const subject = staffPaymentAlertSubject(props);
    const { html, text } = renderEmail(createElement(StaffPaymentAlertEmail, props));
    expect(subject).toBe(`Оплата получена: ${props.caseNumber}`);
    expect(html).toContain('lang="ru"');
    expect(text).toContain('Оплата');
    expect(html).toContain(`href="${props.caseUrl}"`);
    expect(text).toContain(props.caseUrl);
    for (const value of [props.caseNumber, props.name, props.email, props.amount, props.paidAt]) {
      expect(text).toContain(value);
    }
    expect(text).not.toContain('{{');
  });
});
