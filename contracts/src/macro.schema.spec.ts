import { test } from 'node:test';
import assert from 'node:assert/strict';
import { safeParse } from 'zod/v4/core';
import { fillMacro, MACRO_TARGET_STATUSES, macroValues, staffMacroInputSchema, unknownMacroVariables } from './macro.schema';

const facts = {
  firstName: 'María',
  caseNumber: 'DR-2026-000123',
  platform: 'doordash',
  appealDueOn: '2027-03-05',
  locale: 'es' as const,
  roomLink: 'https://example.com/case/abc',
};

test("a macro's variables are filled in the client's language", () => {
  const text = 'Hola {{clientName}}: {{ caseNumber }}, {{platform}}, {{deadline}}, {{roomLink}}';
  assert.equal(fillMacro(text, macroValues(facts)), 'Hola María: DR-2026-000123, DoorDash, 5 de marzo de 2027, https://example.com/case/abc');
  assert.equal(macroValues({ ...facts, locale: 'en' }).deadline, 'March 5, 2027');
});

test('without a deadline, and for "other", the words are in the client\'s language', () => {
  assert.equal(macroValues({ ...facts, appealDueOn: null }).deadline, 'sin fecha límite registrada');
  assert.equal(macroValues({ ...facts, appealDueOn: null, locale: 'en' }).deadline, 'no deadline on file');
  assert.equal(macroValues({ ...facts, platform: 'other' }).platform, 'Otra');
  assert.equal(macroValues({ ...facts, platform: 'Gopuff' }).platform, 'Gopuff');
});

test('names in double braces that are no variable are found, and left as written', () => {
  assert.deepEqual(unknownMacroVariables('{{clientName}} {{amount}} {{ amount }} {{}}'), ['amount', '']);
  assert.equal(fillMacro('{{amount}}', macroValues(facts)), '{{amount}}');
});

test('a macro may move a case only where a status button could, never to closing', () => {
  assert.deepEqual([...MACRO_TARGET_STATUSES].sort(), ['expert_review', 'in_progress', 'paid']);
  const base = { titleRu: 'Т', textEn: 'Hi', textEs: 'Hola' };
  const parsed = safeParse(staffMacroInputSchema, base);
  assert.ok(parsed.success);
  assert.deepEqual(parsed.data, { ...base, documentRequests: [], targetStatus: null });
  assert.equal(safeParse(staffMacroInputSchema, { ...base, targetStatus: 'completed' }).success, false);
});
