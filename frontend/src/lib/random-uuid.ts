/**
 * A fresh random UUID (v4), for idempotency keys the server checks as UUIDs. crypto.randomUUID
 * exists only on secure pages, so plain http (a LAN address) gets the same shape by hand. The case
 * room keeps its own copy (newClientKey): one module shared by its chunk and the panel's would become
 * a chunk of its own that the home page's bootstrap has to list among the routes' preloads.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
