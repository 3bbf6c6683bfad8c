import { matchTotp, newTotpSecret, otpauthUrl, totpCode, totpStep } from './totp';

describe('TOTP', () => {
  // RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (base32 below), 8 digits truncated to 6.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC 6238 vector at %i s', (seconds, code) => {
    expect(totpCode(rfcSecret, totpStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('accepts the current code and one step of drift, and nothing further', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-22T10:00:00Z');
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, step), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 2), now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
  });

  it('builds an otpauth address an authenticator app reads', () => {
    const url = new URL(otpauthUrl('ABC', 'anna', 'Gig Reactivation'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe('ABC');
    expect(url.searchParams.get('issuer')).toBe('Gig Reactivation');
  });
});
