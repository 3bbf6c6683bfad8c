import { test } from 'node:test';
import assert from 'node:assert/strict';
import { APPLICATION_PLATFORMS, CASE_REVIEW_PLATFORMS, CONTACT_PLATFORMS, platformName } from './platforms';

test('a home-form code reads as its name', () => {
  assert.equal(platformName('doordash'), 'DoorDash');
  assert.equal(platformName('amazon-flex'), 'Amazon Flex');
  assert.equal(platformName('uber-eats'), 'Uber Eats');
  assert.equal(platformName('spark'), 'Spark Driver');
  for (const [code, name] of Object.entries(APPLICATION_PLATFORMS)) if (code !== 'other') assert.equal(platformName(code), name);
});

test("a contact-form code reads as its name, and the two lists agree where they overlap", () => {
  assert.equal(platformName('walmart-spark'), 'Walmart Spark Driver');
  assert.equal(platformName('thumbtack'), 'Thumbtack');
  for (const [code, name] of Object.entries(CONTACT_PLATFORMS)) {
    const home = (APPLICATION_PLATFORMS as Record<string, string>)[code];
    if (home) assert.equal(home, name, code);
  }
});

test('"other" is written in the reader\'s language', () => {
  assert.equal(platformName('other'), 'Other');
  assert.equal(platformName('other', 'Otra'), 'Otra');
  assert.equal(platformName('other', 'Другая'), 'Другая');
});

test("the wizard's names, and anything else a row holds, are shown as they are", () => {
  for (const name of CASE_REVIEW_PLATFORMS) assert.equal(platformName(name), name);
  assert.equal(platformName('Gopuff'), 'Gopuff');
  assert.equal(platformName('DOORDASH'), 'DOORDASH');
  assert.equal(platformName(''), '');
  // Not a key of an object's prototype either.
  assert.equal(platformName('constructor'), 'constructor');
  assert.equal(platformName('toString'), 'toString');
});
