import type { Request, Response } from 'express';
import { SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import type { Env } from '../config/env';
import { AdminTokens } from './admin-tokens';
import { StaffJwtStrategy, authenticateStaff } from './staff-jwt.strategy';
import type { StaffAccount, StaffAccountsRepository } from './staff-accounts.repository';
import { StaffTokenVerifier } from './staff-token-verifier';

const SECRET = 'a-staff-token-secret-of-32-chars-or-more';
const ACCOUNT_ID = '4b0f7b8e-2c1a-4d5e-9f00-0123456789ab';

/** The repository as the verifier uses it: one account, whose version and second factor a test can change. */
function accounts(account: Partial<StaffAccount> | null = {}, failure?: Error) {
  const row = account && ({ id: ACCOUNT_ID, username: 'anna', tokenVersion: 3, totpSecret: null, ...account } as StaffAccount);
  return {
    findById: async (id: string) => {
      if (failure) throw failure;
      return row && row.id === id ? row : null;
    },
  } as unknown as StaffAccountsRepository;
}

const env = (secret = SECRET) => ({ JWT_SECRET: secret, ADMIN_TOKEN_TTL_MINUTES: 60 }) as Env;
const key = (secret = SECRET) => new TextEncoder().encode(secret);
const nowSeconds = () => Math.floor(Date.now() / 1000);
const claims = (extra: JWTPayload = {}): JWTPayload => ({
  sub: ACCOUNT_ID,
  name: 'anna',
  ver: 3,
  enrol: false,
  iss: 'gig-reactivation',
  aud: 'admin-panel',
  iat: nowSeconds(),
  exp: nowSeconds() + 600,
  ...extra,
});
const signed = (payload: JWTPayload, alg = 'HS256', secret = SECRET) =>
  new SignJWT(payload).setProtectedHeader({ alg }).sign(key(secret));

/** Both ways a token is checked: the passport-jwt strategy on a request, and verify() for sockets. */
async function bothPaths(verifier: StaffTokenVerifier, token: string) {
  const req = { headers: { authorization: `Bearer ${token}` } } as Request;
  const viaPassport = await authenticateStaff(new StaffJwtStrategy(verifier), req, {} as Response);
  return { passport: viaPassport.staff || null, socket: await verifier.verify(token) };
}

describe('staff tokens (passport-jwt strategy and the socket check)', () => {
  it('accepts a token as AdminTokens issues it, on both paths, with the same staff member', async () => {
    const verifier = new StaffTokenVerifier(accounts(), env());
    const { token, expiresAt } = await new AdminTokens(env()).issue({
      accountId: ACCOUNT_ID,
      username: 'anna',
      tokenVersion: 3,
      enrolOnly: false,
    });
    const expected = {
      id: ACCOUNT_ID,
      username: 'anna',
      enrolOnly: false,
      expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000),
    };
    expect(await bothPaths(verifier, token)).toEqual({ passport: expected, socket: expected });
  });

  const refused: Record<string, () => Promise<string>> = {
    expired: () => signed(claims({ exp: nowSeconds() - 1 })),
    'signed with another secret': () => signed(claims(), 'HS256', 'another-secret-that-is-32-bytes-long!!'),
    'alg none': async () => new UnsecuredJWT(claims()).encode(),
    'HS384 with the right secret (the algorithm is pinned)': () => signed(claims(), 'HS384'),
    'another issuer': () => signed(claims({ iss: 'someone-else' })),
    'another audience': () => signed(claims({ aud: 'someone-else' })),
    'no expiry': () => signed(claims({ exp: undefined })),
    'an older token version (logged out)': () => signed(claims({ ver: 2 })),
    'an account that is gone': () => signed(claims({ sub: '00000000-0000-4000-8000-000000000000' })),
    'no version claim': () => signed(claims({ ver: undefined })),
    'not a token': async () => 'not-a-token',
  };

  it.each(Object.keys(refused))('refuses %s on both paths', async (kind) => {
    const verifier = new StaffTokenVerifier(accounts(), env());
    expect(await bothPaths(verifier, await refused[kind]!())).toEqual({ passport: null, socket: null });
  });

  it('a password-only session stops being enrol-only once the account has a second factor', async () => {
    const token = await signed(claims({ enrol: true }));
    const before = await bothPaths(new StaffTokenVerifier(accounts(), env()), token);
    const after = await bothPaths(new StaffTokenVerifier(accounts({ totpSecret: 'JBSWY3DPEHPK3PXP' }), env()), token);
    expect([before.passport?.enrolOnly, before.socket?.enrolOnly]).toEqual([true, true]);
    expect([after.passport?.enrolOnly, after.socket?.enrolOnly]).toEqual([false, false]);
  });

  it('a failing account lookup is an error on both paths, never a pass and never a plain refusal', async () => {
    const verifier = new StaffTokenVerifier(accounts({}, new Error('database away')), env());
    const token = await signed(claims());
    const req = { headers: { authorization: `Bearer ${token}` } } as Request;
    const viaPassport = await authenticateStaff(new StaffJwtStrategy(verifier), req, {} as Response);
    expect(viaPassport).toEqual({ error: new Error('database away'), staff: undefined });
    await expect(verifier.verify(token)).rejects.toThrow('database away');
  });

  it("each app's strategy checks with its own secret and accounts, whichever registered its name last", async () => {
    const first = new StaffJwtStrategy(new StaffTokenVerifier(accounts(), env()));
    // A second app in the same process registers "staff-jwt" again, with another secret and no accounts.
    new StaffJwtStrategy(new StaffTokenVerifier(accounts(null), env('a-second-apps-secret-also-32-chars-long')));
    const req = { headers: { authorization: `Bearer ${await signed(claims())}` } } as Request;
    const answers = await Promise.all([1, 2, 3].map(() => authenticateStaff(first, req, {} as Response)));
    expect(answers.map((answer) => answer.staff && answer.staff.id)).toEqual([ACCOUNT_ID, ACCOUNT_ID, ACCOUNT_ID]);
  });
});
