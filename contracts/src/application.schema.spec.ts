import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applicationFormDataSchema, applicationSchema, caseReviewSchema, splitFullName } from './application.schema';
import { translate } from './messages';
import { TEXT_CONSENT_VERSION } from './text-consent';

const valid = {
  firstName: ' Ana ',
  lastName: 'López',
  email: 'ana@example.com',
  phone: '(555) 123-4567',
  platform: 'doordash',
  deactivationDate: '2025-06-01',
  deactivationReason: 'Flagged for late deliveries',
  attemptedReactivation: true,
};

function firstError(schema: typeof applicationSchema, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

test('a complete application passes and its names are trimmed', () => {
  const parsed = applicationSchema.parse(valid);
  assert.equal(parsed.firstName, 'Ana');
  assert.equal(parsed.supportResponse, '');
  assert.deepEqual(parsed.documentUrls, []);
});

test('email: required, then the pattern with no spaces', () => {
  assert.equal(firstError(applicationSchema, { ...valid, email: '' }, 'email'), 'email.required');
  assert.equal(firstError(applicationSchema, { ...valid, email: undefined }, 'email'), 'email.required');
  assert.equal(firstError(applicationSchema, { ...valid, email: 'ana@example' }, 'email'), 'email.invalid');
  assert.equal(firstError(applicationSchema, { ...valid, email: 'a na@example.com' }, 'email'), 'email.invalid');
});

test('phone: cleaned of spaces, hyphens and parentheses, optional plus, non-zero first digit, 10 to 16 characters', () => {
  assert.equal(firstError(applicationSchema, { ...valid, phone: '' }, 'phone'), 'phone.required');
  assert.equal(firstError(applicationSchema, { ...valid, phone: '+1 (555) 123-4567' }, 'phone'), undefined);
  assert.equal(firstError(applicationSchema, { ...valid, phone: '0555123456' }, 'phone'), 'phone.invalid');
  assert.equal(firstError(applicationSchema, { ...valid, phone: '555-1234' }, 'phone'), 'phone.invalid');
  assert.equal(firstError(applicationSchema, { ...valid, phone: '1234567890123456' }, 'phone'), undefined);
  assert.equal(firstError(applicationSchema, { ...valid, phone: '12345678901234567' }, 'phone'), 'phone.invalid');
  assert.equal(firstError(applicationSchema, { ...valid, phone: '555.123.4567' }, 'phone'), 'phone.invalid');
});

test('names must not be blank once trimmed and the platform must be one of the form values', () => {
  assert.equal(firstError(applicationSchema, { ...valid, firstName: '   ' }, 'firstName'), 'firstName.required');
  assert.equal(firstError(applicationSchema, { ...valid, platform: 'uber' }, 'platform'), 'platform.required');
});

test('multipart text fields become a boolean and a list', () => {
  const parsed = applicationFormDataSchema.parse({
    ...valid,
    attemptedReactivation: 'false',
    documentUrls: '["https://example.com/a.pdf"]',
  });
  assert.equal(parsed.attemptedReactivation, false);
  assert.deepEqual(parsed.documentUrls, ['https://example.com/a.pdf']);
  const bad = applicationFormDataSchema.safeParse({ ...valid, attemptedReactivation: 'yes', documentUrls: 'not json' });
  assert.equal(bad.success, false);
});

test('the state the worker works in is optional, one of the postal codes, and an empty choice is none', () => {
  assert.equal(applicationSchema.parse(valid).state, undefined);
  assert.equal(applicationSchema.parse({ ...valid, state: 'WA' }).state, 'WA');
  assert.equal(applicationFormDataSchema.parse({ ...valid, attemptedReactivation: 'true', state: '' }).state, undefined);
  assert.equal(firstError(applicationSchema, { ...valid, state: 'Washington' }, 'state'), 'state.invalid');
  assert.equal(caseReviewSchema.parse({ ...valid, platform: 'DoorDash', state: 'NY' }).state, 'NY');
});

test('the case review takes a platform name and may have an empty last name', () => {
  const parsed = caseReviewSchema.parse({ ...valid, lastName: '', platform: 'Walmart Spark Driver', documentUrls: [] });
  assert.equal(parsed.lastName, '');
  assert.equal(caseReviewSchema.safeParse({ ...valid, platform: 'doordash' }).success, false);
});

test('a full name splits at the first space', () => {
  assert.deepEqual(splitFullName('  María  José Pérez '), { firstName: 'María', lastName: 'José Pérez' });
  assert.deepEqual(splitFullName('Cher'), { firstName: 'Cher', lastName: '' });
});

test('every schema message key has an English and a Spanish text', () => {
  for (const key of ['email.required', 'email.invalid', 'phone.required', 'phone.invalid', 'name.required', 'field.required']) {
    assert.notEqual(translate('en', key), key);
    assert.notEqual(translate('es', key), key);
  }
  assert.equal(translate('en', 'email.required'), 'Email is required');
  assert.equal(translate('en', 'phone.invalid'), 'Please enter a valid phone number');
});

test('text-message consent: optional on both forms, the channel and the version in force (ADR 0035)', () => {
  const form = { ...valid, attemptedReactivation: 'true', documentUrls: '[]' };
  const consent = { channel: 'whatsapp', version: TEXT_CONSENT_VERSION };
  assert.equal(applicationFormDataSchema.parse(form).textConsent, undefined);
  assert.equal(applicationFormDataSchema.parse({ ...form, textConsent: '' }).textConsent, undefined);
  assert.deepEqual(applicationFormDataSchema.parse({ ...form, textConsent: JSON.stringify(consent) }).textConsent, consent);
  const outdated = applicationFormDataSchema.safeParse({ ...form, textConsent: JSON.stringify({ ...consent, version: '2000-01-01' }) });
  assert.equal(outdated.success ? undefined : outdated.error.issues[0]?.message, 'textConsent.outdated');
  assert.equal(applicationFormDataSchema.safeParse({ ...form, textConsent: '{"channel":"fax"}' }).success, false);
  const review = { ...valid, platform: 'Uber' };
  assert.deepEqual(caseReviewSchema.parse({ ...review, textConsent: { channel: 'sms', version: TEXT_CONSENT_VERSION } }).textConsent, {
    channel: 'sms',
    version: TEXT_CONSENT_VERSION,
  });
  assert.equal(caseReviewSchema.parse(review).textConsent, undefined);
});
