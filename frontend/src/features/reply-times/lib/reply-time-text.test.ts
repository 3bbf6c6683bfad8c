import { describe, expect, it } from 'vitest';
import { backAt, waitUnit } from './reply-time-text';

describe('the reply time as the notice writes it', () => {
  it('writes minutes below 90 and whole hours from there, never 0', () => {
    expect(waitUnit(0.2)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitUnit(12.4)).toEqual({ unit: 'minutes', count: 12 });
    expect(waitUnit(89)).toEqual({ unit: 'minutes', count: 89 });
    expect(waitUnit(90)).toEqual({ unit: 'hours', count: 2 });
    expect(waitUnit(200)).toEqual({ unit: 'hours', count: 3 });
  });

  it("says today, tomorrow or the weekday of staff's return, with the time, in the reader's language", () => {
    const now = new Date(2026, 11, 5, 2, 0); // Saturday 02:00 on this machine's clock
    expect(backAt(new Date(2026, 11, 5, 9, 0), now, 'en')).toMatchObject({ day: 'today', time: '9:00 AM' });
    expect(backAt(new Date(2026, 11, 6, 9, 0), now, 'en')).toMatchObject({ day: 'tomorrow' });
    expect(backAt(new Date(2026, 11, 7, 9, 0), now, 'en')).toMatchObject({ day: 'weekday', weekday: 'Monday' });
    expect(backAt(new Date(2026, 11, 7, 9, 0), now, 'es')).toMatchObject({ day: 'weekday', weekday: 'lunes' });
  });
});
