import { HttpStatus, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { AdminLogin } from '@reactivation/contracts';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { AdminTokens, type StaffClaims } from './admin-tokens';
import { LoginLimiter } from './login-limiter';
import { PasswordHasher } from './password-hasher';
import { StaffAccountsRepository, type StaffAccount } from './staff-accounts.repository';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';

/** The signed-in staff member a request acts as. */
export interface Staff {
  id: string;
  username: string;
  /** Signed in with a password only while a second factor is required: may only enrol one. */
  enrolOnly: boolean;
}

const TOTP_ISSUER = 'Gig Reactivation';

/** Staff sign-in, sign-out, token checks and the optional second factor. */
@Injectable()
export class AdminAuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminAuthService.name);

  constructor(
    private readonly accounts: StaffAccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AdminTokens,
    private readonly limiter: LoginLimiter,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Seeds the first staff account from ADMIN_USERNAME / ADMIN_PASSWORD when there is none yet. */
  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = this.env;
    if (!username || !password || (await this.accounts.count()) > 0) return;
    if (await this.createAccount(username, password)) this.logger.log(`Created the first staff account "${username}"`);
  }

  /** Returns false when the username is taken. */
  async createAccount(username: string, password: string): Promise<boolean> {
    return (await this.accounts.create(username, await this.hasher.hash(password))) !== null;
  }

  async login(input: AdminLogin, ip: string): Promise<{ token: string; expiresAt: Date }> {
    const wait = await this.unlessRedisDown(() => this.limiter.blockedFor(input.username, ip));
    if (wait > 0) {
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, 'admin.tooManyAttempts', undefined, {
        headers: { 'Retry-After': String(wait) },
      });
    }
    const account = await this.accounts.findByUsername(input.username);
    // The hash is checked even for an unknown name, so both failures take the same time.
    const passwordOk = await this.hasher.verify(account?.passwordHash ?? null, input.password);
    if (!account || !passwordOk) {
      await this.fail(input.username, ip, 'admin.invalidCredentials');
    }
    const known = account as StaffAccount;
    if (known.totpSecret) {
      if (!input.totp) {
        throw new ApiException(HttpStatus.UNAUTHORIZED, 'admin.totpRequired', undefined, { body: { totpRequired: true } });
      }
      const step = matchTotp(known.totpSecret, input.totp);
      if (step === null || !(await this.accounts.claimTotpStep(known.id, step))) {
        await this.fail(input.username, ip, 'admin.totpInvalid', { totpRequired: true });
      }
    }
    await this.unlessRedisDown(() => this.limiter.recordSuccess(input.username));
    await this.accounts.recordLogin(known.id);
    return this.tokens.issue({
      accountId: known.id,
      username: known.username,
      tokenVersion: known.tokenVersion,
      enrolOnly: this.env.ADMIN_REQUIRE_TOTP && !known.totpSecret,
    });
  }

  /** The staff member behind a token, or null when it is invalid, expired or logged out. */
  async authenticate(token: string): Promise<Staff | null> {
    const claims: StaffClaims | null = await this.tokens.read(token);
    if (!claims) return null;
    const account = await this.accounts.findById(claims.accountId);
    if (!account || account.tokenVersion !== claims.tokenVersion) return null;
    // Enrolling a second factor ends the password-only session's restriction at the next sign-in.
    return { id: account.id, username: account.username, enrolOnly: claims.enrolOnly && !account.totpSecret };
  }

  async totpEnabled(staff: Staff): Promise<boolean> {
    return Boolean((await this.accounts.findById(staff.id))?.totpSecret);
  }

  /** Ends every token of the account, this one included. */
  logout(staff: Staff): Promise<void> {
    return this.accounts.bumpTokenVersion(staff.id);
  }

  /** Starts enrolment: a new secret, kept pending until a code from it is confirmed. */
  async startTotp(staff: Staff): Promise<{ secret: string; otpauthUrl: string }> {
    const secret = newTotpSecret();
    await this.accounts.setPendingTotp(staff.id, secret);
    return { secret, otpauthUrl: otpauthUrl(secret, staff.username, TOTP_ISSUER) };
  }

  async confirmTotp(staff: Staff, code: string): Promise<void> {
    const account = await this.accounts.findById(staff.id);
    const step = account?.totpPendingSecret ? matchTotp(account.totpPendingSecret, code) : null;
    if (step === null) throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { code: 'admin.totpInvalid' });
    await this.accounts.enableTotp(staff.id, step);
  }

  private async fail(
    username: string,
    ip: string,
    key: 'admin.invalidCredentials' | 'admin.totpInvalid',
    body?: Record<string, boolean>,
  ): Promise<never> {
    await this.unlessRedisDown(() => this.limiter.recordFailure(username, ip));
    throw new ApiException(HttpStatus.UNAUTHORIZED, key, undefined, body ? { body } : undefined);
  }

  /** Sign-in fails closed while Redis (the attempt counter) is unreachable: no unlimited guessing. */
  private async unlessRedisDown<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.logger.error(
        `Sign-in refused: the attempt counter is unreachable (${error instanceof Error ? error.message : String(error)})`,
      );
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'request.unavailable');
    }
  }
}
