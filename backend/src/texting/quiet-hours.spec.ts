import { nextSendTime, parseQuietHours } from './quiet-hours';
import { timeZoneOfState } from './state-time-zones';

describe('quiet hours', () => {
  const quiet = parseQuietHours('21-08');

  it('lets a text leave at once in the day, in the client’s zone', () => {
    const now = new Date('2026-12-01T20:00:00Z'); // 15:00 in New York, 12:00 in Los Angeles
    expect(nextSendTime(now, 'America/New_York', quiet)).toEqual(now);
  });

  it('holds a text due at 02:00 until 08:00 local, across the change of day', () => {
    expect(nextSendTime(new Date('2026-12-02T07:00:00Z'), timeZoneOfState('NY'), quiet).toISOString()).toBe('2026-12-02T13:00:00.000Z');
    expect(nextSendTime(new Date('2026-12-02T05:30:00Z'), timeZoneOfState('CA'), quiet).toISOString()).toBe('2026-12-02T16:00:00.000Z');
    // 21:30 in Chicago (summer time): 08:00 the next morning.
    expect(nextSendTime(new Date('2026-07-02T02:30:00Z'), timeZoneOfState('tx'), quiet).toISOString()).toBe('2026-07-02T13:00:00.000Z');
  });

  it('without a state, waits until it is day from New York to Los Angeles', () => {
    // 09:00 in New York is 06:00 in Los Angeles: held until 08:00 there.
    expect(nextSendTime(new Date('2026-12-02T14:00:00Z'), null, quiet).toISOString()).toBe('2026-12-02T16:00:00.000Z');
  });

  it('has none when both hours are the same', () => {
    const now = new Date('2026-12-02T07:00:00Z');
    expect(nextSendTime(now, 'America/New_York', parseQuietHours('0-0'))).toEqual(now);
  });

  it('knows every state’s zone, and none for an unknown one', () => {
    expect(timeZoneOfState('HI')).toBe('Pacific/Honolulu');
    expect(timeZoneOfState('AZ')).toBe('America/Phoenix');
    expect(timeZoneOfState('ZZ')).toBeNull();
    expect(timeZoneOfState(null)).toBeNull();
  });
});
