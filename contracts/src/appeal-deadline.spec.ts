import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appealDeadline, reminderStage, windowEnd } from './appeal-deadline';
import { PLACE_RULES, PLATFORM_WINDOWS } from './appeal-windows';

const TODAY = '2026-11-27';

test('a DoorDash case in Seattle is due 90 days after the deactivation date', () => {
  const result = appealDeadline({ platform: 'doordash', state: 'WA', place: 'seattle', deactivationDate: '2026-10-01' }, TODAY);
  assert.equal(result.dueOn, '2026-12-30');
  assert.equal(result.daysLeft, 33);
  assert.deepEqual(result.windows.map((window) => [window.place, window.length.count, window.length.unit]), [['seattle', 90, 'day']]);
  assert.deepEqual(result.offices.map((office) => office.place), ['seattle']);
});

test('a DoorDash case elsewhere is due 1 year after the deactivation date', () => {
  for (const state of ['CA', 'TX', null]) {
    const result = appealDeadline({ platform: 'doordash', state, deactivationDate: '2026-10-01' }, TODAY);
    assert.equal(result.dueOn, '2027-10-01', String(state));
    assert.deepEqual(result.windows.map((window) => window.place), [null]);
  }
  // The wizard's name for the platform reads the same.
  assert.equal(appealDeadline({ platform: 'DoorDash', state: 'NY', deactivationDate: '2026-10-01' }, TODAY).dueOn, '2027-10-01');
});

test("a place's rule overrides the platform's, and with the city unknown the shorter possibility counts", () => {
  const inSeattle = appealDeadline({ platform: 'doordash', state: 'WA', place: 'seattle', deactivationDate: '2026-01-10' }, TODAY);
  assert.equal(inSeattle.windows.length, 1);
  assert.equal(inSeattle.dueOn, '2026-04-10');
  assert.equal(inSeattle.daysLeft, -231);
  const somewhereInWashington = appealDeadline({ platform: 'doordash', state: 'WA', deactivationDate: '2026-10-01' }, TODAY);
  assert.equal(somewhereInWashington.dueOn, '2026-12-30');
  assert.deepEqual(somewhereInWashington.windows.map((window) => [window.place, window.dueOn]), [['seattle', '2026-12-30'], [null, '2027-10-01']]);
});

test('a platform with no published window has no deadline, and says why with its offices', () => {
  for (const platform of ['uber', 'lyft', 'spark', 'Amazon Flex', 'instacart']) {
    const result = appealDeadline({ platform, state: 'CO', deactivationDate: '2026-10-01' }, TODAY);
    assert.equal(result.dueOn, null, platform);
    assert.equal(result.daysLeft, null, platform);
    assert.deepEqual(result.windows, [], platform);
  }
  assert.deepEqual(appealDeadline({ platform: 'uber', state: 'CO', deactivationDate: '2026-10-01' }, TODAY).offices.map((o) => o.place), ['colorado']);
  const other = appealDeadline({ platform: 'other', state: 'WA', deactivationDate: '2026-10-01' }, TODAY);
  assert.deepEqual([other.platformKey, other.dueOn, other.offices], [null, null, []]);
});

test("Roadie's window counts 14 days from the notice", () => {
  const result = appealDeadline({ platform: 'Roadie', state: null, deactivationDate: '2026-11-20' }, TODAY);
  assert.equal(result.dueOn, '2026-12-04');
  assert.equal(result.windows[0]!.from, 'notice');
});

test('a year from 29 February ends on 28 February', () => {
  assert.equal(windowEnd('2028-02-29', { count: 1, unit: 'year' }), '2029-02-28');
  assert.equal(windowEnd('2026-12-31', { count: 1, unit: 'day' }), '2027-01-01');
});

test('reminders go 14, 7 and 2 days before, the nearest stage only, none once the day passed', () => {
  assert.deepEqual([20, 15, 14, 8, 7, 3, 2, 1, 0, -1, null].map(reminderStage), [null, null, 14, 14, 7, 7, 2, 2, 2, null, null]);
});

test('every window is stated in the guide text of both languages with its number', () => {
  for (const [key, entry] of Object.entries(PLATFORM_WINDOWS)) {
    if (!entry.window) continue;
    const { count, unit } = entry.window.length;
    assert.ok(entry.text.en.includes(`${count} ${unit === 'year' ? 'year' : 'days'}`), key);
    assert.ok(entry.text.es.includes(`${count} ${unit === 'year' ? 'año' : 'días'}`), key);
  }
  for (const [key, place] of Object.entries(PLACE_RULES)) {
    for (const [platform, window] of Object.entries(place.overrides)) {
      assert.ok(place.platforms.includes(platform), `${key} overrides ${platform}, which it does not cover`);
      assert.ok(PLATFORM_WINDOWS[platform]!.text.en.includes(`${window.length.count} days`), `${key}/${platform}`);
    }
  }
});
