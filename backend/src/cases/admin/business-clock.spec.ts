import {
  addBusinessTime,
  businessDayMs,
  businessTimeBetween,
  isOpenAt,
  nextOpening,
  overdueBefore,
  parseBusinessHours,
  type BusinessHours,
} from '@reactivation/contracts';

const NEW_YORK = parseBusinessHours('Mon-Fri 09:00-18:00 America/New_York')!;
const DAY = businessDayMs(NEW_YORK);
const HOUR = 3_600_000;

describe('parseBusinessHours', () => {
  it('reads days, hours and the zone', () => {
    expect(NEW_YORK).toEqual({ days: [1, 2, 3, 4, 5], openMinute: 540, closeMinute: 1080, timeZone: 'America/New_York' });
    expect(parseBusinessHours('Mon-Thu,Sat 08:30-17:00 Europe/Madrid')).toEqual({
      days: [1, 2, 3, 4, 6],
      openMinute: 510,
      closeMinute: 1020,
      timeZone: 'Europe/Madrid',
    });
  });

  it.each([
    'Mon-Fri 09:00-18:00',
    'Mon-Fri 18:00-09:00 America/New_York',
    'Fri-Mon 09:00-18:00 America/New_York',
    'Mon-Fri 9-18 America/New_York',
    'Lun-Vie 09:00-18:00 America/New_York',
    'Mon-Fri 09:00-18:00 Mars/Olympus',
  ])('refuses %p', (text) => {
    expect(parseBusinessHours(text)).toBeNull();
  });
});

describe('addBusinessTime (one business day of Mon-Fri 9-18 New York)', () => {
  const due = (iso: string) => addBusinessTime(new Date(iso), DAY, NEW_YORK).toISOString();

  it('a case in on Friday 17:00 is due on Monday 17:00', () => {
    expect(due('2026-11-20T22:00:00Z')).toBe('2026-11-23T22:00:00.000Z'); // EST, UTC-5
  });

  it('a case in on a Tuesday morning is due the same time on Wednesday', () => {
    expect(due('2026-11-24T15:00:00Z')).toBe('2026-11-25T15:00:00.000Z');
  });

  it('a case in after hours or at the weekend waits for the next opening', () => {
    expect(due('2026-11-25T01:00:00Z')).toBe('2026-11-25T23:00:00.000Z'); // Tuesday 20:00 → Wednesday 18:00
    expect(due('2026-11-21T17:00:00Z')).toBe('2026-11-23T23:00:00.000Z'); // Saturday noon → Monday 18:00
  });

  it('follows summer time: Friday 17:00 EST is due Monday 17:00 EDT', () => {
    expect(due('2026-03-06T22:00:00Z')).toBe('2026-03-09T21:00:00.000Z');
  });
});

describe('overdueBefore', () => {
  /** A small deterministic generator, so a failure names the same pair again. */
  function* randomInstants(seed: number, from: number, span: number, count: number) {
    let state = seed;
    for (let i = 0; i < count; i += 1) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      yield new Date(from + Math.floor((state / 2 ** 31) * span));
    }
  }

  it.each<[string, BusinessHours]>([
    ['Mon-Fri 9-18 New York', NEW_YORK],
    ['Mon-Sat 8:30-12:00 Madrid', parseBusinessHours('Mon-Sat 08:30-12:00 Europe/Madrid')!],
  ])('agrees with the deadline itself for any creation time and moment (%s)', (_name, hours) => {
    const duration = businessDayMs(hours);
    const from = Date.parse('2026-03-01T00:00:00Z');
    const nows = [...randomInstants(7, from + 7 * 24 * HOUR, 21 * 24 * HOUR, 40)];
    // The exact boundaries too: openings, closings, and a deadline falling exactly at `now`.
    nows.push(new Date('2026-03-16T13:00:00Z'), new Date('2026-03-16T22:00:00Z'), new Date('2026-03-16T22:30:00Z'));
    for (const now of nows) {
      const threshold = overdueBefore(now, duration, hours);
      for (const created of randomInstants(now.getTime(), from, 28 * 24 * HOUR, 120)) {
        const overdue = addBusinessTime(created, duration, hours) < now;
        expect({ now, created, overdue: created < threshold }).toEqual({ now, created, overdue });
      }
      const exact = new Date(threshold.getTime() - 1);
      expect(addBusinessTime(exact, duration, hours) < now).toBe(true);
    }
  });

  it('at Monday 17:30 the Friday 17:00 case is overdue and the Friday 17:45 one is not', () => {
    const threshold = overdueBefore(new Date('2026-11-23T22:30:00Z'), DAY, NEW_YORK);
    expect(new Date('2026-11-20T22:00:00Z') < threshold).toBe(true);
    expect(new Date('2026-11-20T22:45:00Z') < threshold).toBe(false);
  });

  it('on Monday evening, a case that came in at the weekend (due at 18:00) is overdue', () => {
    const threshold = overdueBefore(new Date('2026-11-23T23:30:00Z'), DAY, NEW_YORK);
    expect(new Date('2026-11-21T17:00:00Z') < threshold).toBe(true);
    expect(new Date('2026-11-23T14:00:00.001Z') < threshold).toBe(false); // due Tuesday 09:00:00.001
  });
});

describe('when staff are in, when they are back, and business time between two moments', () => {
  it('is in on a weekday at 11:00, out at 08:59, at 18:30 and at the weekend', () => {
    expect(isOpenAt(new Date('2026-12-03T16:00:00Z'), NEW_YORK)).toBe(true); // Thursday 11:00
    expect(nextOpening(new Date('2026-12-03T16:00:00Z'), NEW_YORK)).toBeNull();
    expect(nextOpening(new Date('2026-12-03T13:59:00Z'), NEW_YORK)).toEqual(new Date('2026-12-03T14:00:00Z')); // 08:59 → 09:00
    expect(nextOpening(new Date('2026-12-03T23:30:00Z'), NEW_YORK)).toEqual(new Date('2026-12-04T14:00:00Z')); // Thu 18:30 → Fri 09:00
    expect(nextOpening(new Date('2026-12-05T07:00:00Z'), NEW_YORK)).toEqual(new Date('2026-12-07T14:00:00Z')); // Sat 02:00 → Mon 09:00
    expect(nextOpening(new Date('2026-12-04T23:00:00Z'), NEW_YORK)).toEqual(new Date('2026-12-07T14:00:00Z')); // Fri 18:00 → Mon
  });

  it('counts only business time: a Friday 17:50 question answered Monday 09:10 waited 20 minutes', () => {
    expect(businessTimeBetween(new Date('2026-12-04T22:50:00Z'), new Date('2026-12-07T14:10:00Z'), NEW_YORK)).toBe(20 * 60_000);
    expect(businessTimeBetween(new Date('2026-12-03T15:00:00Z'), new Date('2026-12-03T15:12:00Z'), NEW_YORK)).toBe(12 * 60_000);
    expect(businessTimeBetween(new Date('2026-12-05T15:00:00Z'), new Date('2026-12-06T15:00:00Z'), NEW_YORK)).toBe(0); // the weekend
    expect(businessTimeBetween(new Date('2026-12-03T15:12:00Z'), new Date('2026-12-03T15:00:00Z'), NEW_YORK)).toBe(0);
  });

  it('agrees with addBusinessTime: the business time from a moment to that moment plus d is d', () => {
    // Starts every 7 h 13 min across a month (every hour of the week, summer time's change inside it).
    for (let at = Date.parse('2026-03-01T00:00:00Z'); at < Date.parse('2026-04-01T00:00:00Z'); at += 7 * HOUR + 13 * 60_000) {
      const start = new Date(at);
      const duration = Math.floor((at % (20 * HOUR)) / 60_000) * 60_000 + 60_000;
      expect(businessTimeBetween(start, addBusinessTime(start, duration, NEW_YORK), NEW_YORK)).toBe(duration);
    }
  });
});
