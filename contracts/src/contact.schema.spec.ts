import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contactMessageSchema } from './contact.schema';
import { translate } from './messages';
import { CONTACT_PLATFORM_VALUES } from './platforms';

const valid = {
  name: '  Rosa Díaz ',
  email: 'rosa@example.com',
  subject: ' Question about my Spark account ',
  message: 'My account was deactivated yesterday.',
};

function errorOf(input: unknown, field: string): string | undefined {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

test('a message with only the required fields passes, trimmed, with phone and platform absent', () => {
  const parsed = contactMessageSchema.parse(valid);
  assert.equal(parsed.name, 'Rosa Díaz');
  assert.equal(parsed.subject, 'Question about my Spark account');
  assert.equal(parsed.phone, undefined);
  assert.equal(parsed.platform, undefined);
});

test('name, e-mail, subject and message are required, each with its own message', () => {
  assert.equal(errorOf({ ...valid, name: '   ' }, 'name'), 'name.required');
  assert.equal(errorOf({ ...valid, email: '' }, 'email'), 'email.required');
  assert.equal(errorOf({ ...valid, email: 'rosa@example' }, 'email'), 'email.invalid');
  assert.equal(errorOf({ ...valid, subject: undefined }, 'subject'), 'subject.required');
  assert.equal(errorOf({ ...valid, message: '' }, 'message'), 'message.required');
});

test('the phone is optional, but a given phone must be valid', () => {
  assert.equal(errorOf({ ...valid, phone: '' }, 'phone'), undefined);
  assert.equal(errorOf({ ...valid, phone: '   ' }, 'phone'), undefined);
  assert.equal(errorOf({ ...valid, phone: '+1 (555) 123-4567' }, 'phone'), undefined);
  assert.equal(errorOf({ ...valid, phone: '555-1234' }, 'phone'), 'phone.invalid');
  assert.equal(errorOf({ ...valid, phone: '0555123456' }, 'phone'), 'phone.invalid');
});

test('the platform is optional and one of the 12 SPEC §3 contact values', () => {
  assert.equal(CONTACT_PLATFORM_VALUES.length, 12);
  for (const platform of CONTACT_PLATFORM_VALUES) assert.equal(errorOf({ ...valid, platform }, 'platform'), undefined);
  assert.equal(errorOf({ ...valid, platform: 'uber-eats' }, 'platform'), 'platform.invalid');
  assert.equal(errorOf({ ...valid, platform: '' }, 'platform'), 'platform.invalid');
});

test('lengths are bounded: name 100, subject 150, message 5000', () => {
  assert.equal(errorOf({ ...valid, name: 'a'.repeat(100) }, 'name'), undefined);
  assert.equal(errorOf({ ...valid, name: 'a'.repeat(101) }, 'name'), 'field.tooLong');
  assert.equal(errorOf({ ...valid, subject: 's'.repeat(151) }, 'subject'), 'field.tooLong');
  assert.equal(errorOf({ ...valid, message: 'm'.repeat(5000) }, 'message'), undefined);
  assert.equal(errorOf({ ...valid, message: 'm'.repeat(5001) }, 'message'), 'message.tooLong');
});

test('every contact message key has an English and a Spanish text', () => {
  for (const key of ['subject.required', 'message.required', 'message.tooLong', 'platform.invalid']) {
    assert.notEqual(translate('en', key), key);
    assert.notEqual(translate('es', key), key);
  }
  assert.equal(translate('en', 'subject.required'), 'Subject is required');
});
