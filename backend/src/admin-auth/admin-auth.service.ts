import { HttpStatus, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { AdminLogin, AdminTotpDisable, AdminTotpSetupRequest } from '@reactivation/contracts';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { AdminTokens } from './admin-tokens';
import { LoginLimiter, type Budget } from './login-limiter';
import { PasswordHasher } from './password-hasher';
import { StaffAccountsRepository, type StaffAccount } from './staff-accounts.repository';
import { StaffSessionEvents } from './staff-session-events';
import { StaffTokenVerifier, type Staff } from './staff-token-verifier';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';

// The chat and the admin controllers know the staff type by this module's name.
export type { Staff };

const TOTP_ISSUER = 'Gig Reactivation';

/** A username as the database compares it (case-insensitively), in its compatibility form (NFKC). */
function comparableName(username: string): string {
  return username.normalize('NFKC').toLowerCase();
}

function tooManyAttempts(retryAfterSeconds: number): ApiException {
  return new ApiException(HttpStatus.TOO_MANY_REQUESTS, 'admin.tooManyAttempts', undefined, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

function totpInvalid(): ApiException {
  return new ApiException(HttpStatus.UNAUTHORIZED, 'admin.totpInvalid', undefined, { body: { totpRequired: true } });
}

/** Staff sign-in, sign-out, token checks and the optional second factor. */
@Injectable()
export class AdminAuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminAuthService.name);

  constructor(
    private readonly accounts: StaffAccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AdminTokens,
    private readonly verifier: StaffTokenVerifier,
    private readonly limiter: LoginLimiter,
    private readonly sessions: StaffSessionEvents,
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

  /**
   * Sign-in. The attempt is counted *before* the password is checked (LoginLimiter.reserve), so a
   * burst of parallel guesses admits no more checks than the limit; see ADR 0014 for the budgets.
   */
  async login(input: AdminLogin, ip: string): Promise<{ token: string; expiresAt: Date }> {
    const wait = await this.unlessRedisDown(() => this.limiter.throttle(ip));
    if (wait > 0) throw tooManyAttempts(wait);
    const account = await this.accounts.findByUsername(input.username);
    let budget: Budget = account
      ? await this.unlessRedisDown(() => this.budgetFor(account, ip))
      : { kind: 'unknown-name', name: comparableName(input.username) };
    let reservation = await this.unlessRedisDown(() => this.limiter.reserve(budget, ip));
    let codeChecked = false;
    if (!reservation.admitted && reservation.refusedBy === 'account' && account?.totpSecret && input.totp) {
      // The account's budget is spent (maybe by someone else): its owner still gets in with a valid
      // code. The code is checked first, so without one the password is never tried.
      budget = { kind: 'second-factor', accountId: account.id };
      reservation = await this.unlessRedisDown(() => this.limiter.reserve(budget, ip));
      if (reservation.admitted) {
        if (!(await this.checkCode(account, input.totp, ip))) throw await this.failed(input.username, account, ip, 'second_factor');
        codeChecked = true;
      }
    }
    if (!reservation.admitted) throw tooManyAttempts(reservation.retryAfterSeconds);

    // The hash is checked even for an unknown name, so both failures take the same time.
    const passwordOk = await this.hasher.verify(account?.passwordHash ?? null, input.password);
    if (!account || !passwordOk) throw await this.failed(input.username, account, ip, 'password');
    if (account.totpSecret && !codeChecked) {
      if (!input.totp) {
        const reserved = budget;
        await this.unlessRedisDown(() => this.limiter.release(reserved, ip));
        throw new ApiException(HttpStatus.UNAUTHORIZED, 'admin.totpRequired', undefined, { body: { totpRequired: true } });
      }
      if (!(await this.checkCode(account, input.totp, ip))) throw await this.failed(input.username, account, ip, 'second_factor');
    }
    const charged = { ...budget, accountId: account.id };
    await this.unlessRedisDown(() => this.limiter.succeeded(charged, ip));
    await this.accounts.recordLogin(account.id);
    return this.tokens.issue({
      accountId: account.id,
      username: account.username,
      tokenVersion: account.tokenVersion,
      enrolOnly: this.env.ADMIN_REQUIRE_TOTP && !account.totpSecret,
    });
  }

  /**
   * A password or code was checked and was wrong: the audit log records it (the account's name, or the
   * name as typed when no account has it, and the address). Answers the sign-in's refusal; the record failing changes no answer.
   */
  private async failed(name: string, account: StaffAccount | null, ip: string, reason: 'password' | 'second_factor'): Promise<ApiException> {
    await this.accounts
      .recordFailedSignIn({ name: account?.username ?? name, accountId: account?.id ?? null, address: ip, reason })
      .catch((error: unknown) => this.logger.error(`Failed sign-in not recorded: ${(error as Error).message}`));
    return reason === 'password' ? new ApiException(HttpStatus.UNAUTHORIZED, 'admin.invalidCredentials') : totpInvalid();
  }

  /** An address the account signed in from before has a budget of its own (ADR 0014). */
  private async budgetFor(account: StaffAccount, ip: string): Promise<Budget> {
    const known = await this.limiter.isKnownAddress(account.id, ip);
    return { kind: known ? 'known-address' : 'account', accountId: account.id };
  }

  /**
   * Checks a second-factor code on the account's budget of wrong codes, reserved before the check like
   * a password attempt: one budget whatever the address (someone holding the password cannot buy more
   * guesses with more addresses), and one of its own for each address the account signed in from
   * before, so guesses from elsewhere never lock the owner out (ADR 0014). A valid code gives its
   * reservation back.
   */
  private async checkCode(account: StaffAccount, code: string, ip: string): Promise<boolean> {
    const known = await this.unlessRedisDown(() => this.limiter.isKnownAddress(account.id, ip));
    const budget: Budget = { kind: known ? 'known-codes' : 'codes', accountId: account.id };
    const reservation = await this.unlessRedisDown(() => this.limiter.reserve(budget, ip));
    if (!reservation.admitted) throw tooManyAttempts(reservation.retryAfterSeconds);
    const valid = await this.claimCode(account, code);
    if (valid) await this.unlessRedisDown(() => this.limiter.release(budget, ip));
    return valid;
  }

  /** True when the code is valid now and its step was not used before (each code works once). */
  private async claimCode(account: StaffAccount, code: string): Promise<boolean> {
    const step = account.totpSecret ? matchTotp(account.totpSecret, code) : null;
    return step !== null && (await this.accounts.claimTotpStep(account.id, step));
  }

  /**
   * The staff member behind a token, or null when it is invalid, expired or logged out: the same
   * checks as the passport-jwt strategy, for the callers without an HTTP request (the chat's staff
   * sockets, on connection and on every event).
   */
  authenticate(token: string): Promise<Staff | null> {
    return this.verifier.verify(token);
  }

  async totpEnabled(staff: Staff): Promise<boolean> {
    return Boolean((await this.accounts.findById(staff.id))?.totpSecret);
  }

  /** Ends every token of the account, this one included, and drops its open staff connections. */
  async logout(staff: Staff): Promise<void> {
    await this.accounts.signOut(staff.id);
    this.sessions.sessionsEnded(staff.id);
  }

  /**
   * Starts enrolment, or the replacement of the second factor: the password is checked again (and,
   * while a second factor is on, a current code from it), so a stolen token alone cannot swap it.
   * The new secret stays pending until a code from it is confirmed.
   */
  async startTotp(staff: Staff, input: AdminTotpSetupRequest, ip: string): Promise<{ secret: string; otpauthUrl: string }> {
    await this.confirmIdentity(staff, input.password, input.code, ip);
    const secret = newTotpSecret();
    await this.accounts.setPendingTotp(staff.id, secret);
    return { secret, otpauthUrl: otpauthUrl(secret, staff.username, TOTP_ISSUER) };
  }

  /** Removes the second factor (password and a current code); refused while every account must have one. */
  async disableTotp(staff: Staff, input: AdminTotpDisable, ip: string): Promise<void> {
    if (this.env.ADMIN_REQUIRE_TOTP) throw new ApiException(HttpStatus.CONFLICT, 'admin.totpMandatory');
    await this.confirmIdentity(staff, input.password, input.code, ip);
    await this.accounts.disableTotp(staff.id);
  }

  /** The password, and the current code while a second factor is on; counted like a sign-in attempt. */
  private async confirmIdentity(staff: Staff, password: string, code: string | undefined, ip: string): Promise<void> {
    const account = await this.accounts.findById(staff.id);
    if (!account) throw new ApiException(HttpStatus.UNAUTHORIZED, 'admin.unauthorized');
    if (account.totpSecret && !code)
      throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { code: 'field.required' });
    const budget = await this.unlessRedisDown(() => this.budgetFor(account, ip));
    const reservation = await this.unlessRedisDown(() => this.limiter.reserve(budget, ip));
    if (!reservation.admitted) throw tooManyAttempts(reservation.retryAfterSeconds);
    if (!(await this.hasher.verify(account.passwordHash, password))) {
      await this.failed(account.username, account, ip, 'password');
      throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { password: 'admin.wrongPassword' });
    }
    if (account.totpSecret && !(await this.checkCode(account, code ?? '', ip))) {
      await this.failed(account.username, account, ip, 'second_factor');
      throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { code: 'admin.totpInvalid' });
    }
    const charged = { ...budget, accountId: account.id };
    await this.unlessRedisDown(() => this.limiter.succeeded(charged, ip));
  }

  async confirmTotp(staff: Staff, code: string): Promise<void> {
    const account = await this.accounts.findById(staff.id);
    const step = account?.totpPendingSecret ? matchTotp(account.totpPendingSecret, code) : null;
    if (step === null) throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { code: 'admin.totpInvalid' });
    await this.accounts.enableTotp(staff.id, step);
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
