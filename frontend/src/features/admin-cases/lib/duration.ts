/** A span of time in whole days, hours and minutes, the two largest parts that are not zero (at least one minute). */
export function durationParts(ms: number): Array<{ unit: 'd' | 'h' | 'm'; count: number }> {
  const minutes = Math.max(1, Math.floor(Math.abs(ms) / 60_000));
  const parts: Array<{ unit: 'd' | 'h' | 'm'; count: number }> = [
    { unit: 'd', count: Math.floor(minutes / 1440) },
    { unit: 'h', count: Math.floor((minutes % 1440) / 60) },
    { unit: 'm', count: minutes % 60 },
  ];
  const first = parts.findIndex((part) => part.count > 0);
  return parts.slice(first, first + 2).filter((part) => part.count > 0);
}
