import { describe, expect, it } from 'vitest';
import { durationParts } from './duration';

describe('durationParts', () => {
  it('keeps the two largest parts that are not zero', () => {
    expect(durationParts((26 * 60 + 5) * 60_000)).toEqual([
      { unit: 'd', count: 1 },
      { unit: 'h', count: 2 },
    ]);
    expect(durationParts((3 * 60 + 20) * 60_000)).toEqual([
      { unit: 'h', count: 3 },
      { unit: 'm', count: 20 },
    ]);
    expect(durationParts(48 * 3_600_000)).toEqual([{ unit: 'd', count: 2 }]);
  });

  it('says at least a minute, whichever the sign', () => {
    expect(durationParts(5_000)).toEqual([{ unit: 'm', count: 1 }]);
    expect(durationParts(-90 * 60_000)).toEqual([
      { unit: 'h', count: 1 },
      { unit: 'm', count: 30 },
    ]);
  });
});
