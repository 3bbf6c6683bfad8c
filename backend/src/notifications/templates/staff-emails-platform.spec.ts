import { createElement } from 'react';
import { renderEmail } from './render-email';
import { StaffCaseAlertEmail, staffCaseAlertSubject, type StaffCaseAlertProps } from './staff-case-alert.email';
import { StaffContactMessageEmail, type StaffContactMessageProps } from './staff-contact-message.email';

const alert: StaffCaseAlertProps = {
  caseNumber: 'DR-2026-000042',
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '+1 555 010 0200',
  platform: 'doordash',
  deactivationDate: '2026-05-01',
  source: 'home_form',
  language: 'es',
  documentCount: 2,
  caseUrl: 'https://example.com/admin',
};

const contact: StaffContactMessageProps = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: null,
  platform: 'walmart-spark',
  subject: 'Help',
  message: 'Hello',
  language: 'es',
};

describe('staff e-mails write a platform by its name', () => {
  it('the new-case alert: subject, preview and details say "DoorDash" for a home-form case, never the code', () => {
    const { html, text } = renderEmail(createElement(StaffCaseAlertEmail, alert));
    expect(staffCaseAlertSubject(alert)).toBe('Новая заявка DR-2026-000042 (DoorDash)');
    expect(text).toContain('DoorDash');
    expect(html).toContain('Ana Pérez, DoorDash');
    expect(text).not.toContain('doordash');
    expect(html).not.toContain('doordash');
  });

  it('the new-case alert: a wizard name and unknown free text as they are, "other" in Russian', () => {
    expect(staffCaseAlertSubject({ ...alert, platform: 'Walmart Spark Driver' })).toBe('Новая заявка DR-2026-000042 (Walmart Spark Driver)');
    expect(staffCaseAlertSubject({ ...alert, platform: 'Gopuff' })).toBe('Новая заявка DR-2026-000042 (Gopuff)');
    expect(staffCaseAlertSubject({ ...alert, platform: 'other' })).toBe('Новая заявка DR-2026-000042 (Другая)');
    expect(renderEmail(createElement(StaffCaseAlertEmail, { ...alert, platform: 'other' })).text).toContain('Другая');
  });

  it('the contact-form message: a code as its name, "other" in Russian, none as not given', () => {
    const named = renderEmail(createElement(StaffContactMessageEmail, contact)).text;
    expect(named).toContain('Walmart Spark Driver');
    expect(named).not.toContain('walmart-spark');
    expect(renderEmail(createElement(StaffContactMessageEmail, { ...contact, platform: 'other' })).text).toContain('Другая');
    expect(renderEmail(createElement(StaffContactMessageEmail, { ...contact, platform: null })).text).toContain('не указано');
  });
});
