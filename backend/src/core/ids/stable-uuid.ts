import { createHash } from 'node:crypto';

/** A UUID (version 5's layout, from SHA-1) made from a name: the same name always gives the same id, for ledgers keyed by something that is no event. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
