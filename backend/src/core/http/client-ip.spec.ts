import express from 'express';
import type { IncomingMessage } from 'node:http';
import { addressKey, clientIp, type TrustProxyFunction } from './client-ip';

/** The same function Express compiles from a TRUST_PROXY value. */
function compiled(setting: boolean | number | string): TrustProxyFunction {
  const app = express();
  app.set('trust proxy', setting);
  return app.get('trust proxy fn') as TrustProxyFunction;
}

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

describe('the client address of a socket', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientIp(request('198.51.100.7', '1.2.3.4'), compiled('loopback'))).toBe('198.51.100.7');
    expect(clientIp(request('198.51.100.7', '1.2.3.4'), compiled(false))).toBe('198.51.100.7');
  });

  it('takes the address the trusted proxy saw, not what the client claimed before it', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy at 10.0.0.2 appended the real peer.
    expect(clientIp(request('10.0.0.2', '6.6.6.6, 203.0.113.9'), compiled('10.0.0.0/8'))).toBe('203.0.113.9');
    expect(clientIp(request('10.0.0.2', '6.6.6.6, 203.0.113.9'), compiled(1))).toBe('203.0.113.9');
    // Two hops: a CDN then a load balancer.
    expect(clientIp(request('10.0.0.2', '6.6.6.6, 203.0.113.9, 172.16.0.5'), compiled(2))).toBe('203.0.113.9');
  });

  it('agrees with Express for loopback proxies', () => {
    expect(clientIp(request('127.0.0.1', '203.0.113.9'), compiled('loopback'))).toBe('203.0.113.9');
    expect(clientIp(request('::ffff:127.0.0.1', '203.0.113.9'), compiled('loopback'))).toBe('203.0.113.9');
  });

  it('counts IPv6 clients by their /64 and IPv4-mapped ones as IPv4', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe(addressKey('2001:db8:1:2:ffff::1'));
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
  });
});
