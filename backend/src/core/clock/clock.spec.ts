import { dayIn } from './clock';

describe('the calendar day in a time zone', () => {
  it('changes at local midnight, including within the same minute of two zones and after a repeat of one minute', () => {
    const beforeMidnight = new Date('2026-03-01T04:59:59.000Z'); // 23:59:59 in New York (UTC-5)
    const afterMidnight = new Date('2026-03-01T05:00:00.000Z');
    expect(dayIn(beforeMidnight, 'America/New_York')).toBe('2026-02-28');
    expect(dayIn(beforeMidnight, 'America/New_York')).toBe('2026-02-28');
    expect(dayIn(afterMidnight, 'America/New_York')).toBe('2026-03-01');
    expect(dayIn(afterMidnight, 'UTC')).toBe('2026-03-01');
    expect(dayIn(new Date('2026-03-01T04:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-03-01');
    expect(dayIn(beforeMidnight, 'America/New_York')).toBe('2026-02-28');
  });
});
