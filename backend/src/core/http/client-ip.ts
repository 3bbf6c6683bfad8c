import { normalizeIp } from '@nestjs/throttler';
import type { IncomingMessage } from 'node:http';

/** Express's compiled TRUST_PROXY: whether the address `hops` away from us is a proxy we trust. */
export type TrustProxyFunction = (address: string, hops: number) => boolean;

/**
 * The client's address for a request that did not go through Express (a socket.io handshake),
 * found exactly as Express finds req.ip: X-Forwarded-For is read from the nearest hop outwards,
 * and the first address not sent by a trusted proxy is the client's.
 */
export function clientIp(req: IncomingMessage, trust: TrustProxyFunction): string {
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
    .reverse();
  const chain = [req.socket.remoteAddress ?? '', ...forwarded];
  for (let hops = 0; hops < chain.length - 1; hops += 1) {
    if (!trust(chain[hops]!, hops)) return chain[hops]!;
  }
  return chain[chain.length - 1]!;
}

/**
 * The key an address is counted under by every per-address limit: IPv4 as is (an IPv4-mapped
 * IPv6 address too), IPv6 by its /64, which one subscriber usually holds whole.
 */
export function addressKey(ip: string): string {
  return normalizeIp(ip) || 'unknown';
}
