import { HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { ApiException } from '../core/http/api.exception';
import { ConcurrencyGate, GateFullError } from './concurrency-gate';

/** OWASP's argon2id settings (19 MiB, 2 passes, 1 lane): about 30 ms per check on this hardware. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Half of libuv's default thread pool for hashing; the other half stays free for files, DNS and compression. */
const MAX_CONCURRENT_HASHES = 2;
/** Past this many waiting, a check is refused at once (503) rather than queued behind a flood. */
const MAX_WAITING_HASHES = 32;

/** An argon2id hash of a staff password (the settings travel inside the hash). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** Hashes and checks staff passwords, a few at a time. */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  /** Checked against when the username is unknown, so a wrong name costs the same time as a wrong password. */
  private dummyHash = '';
  private readonly gate = new ConcurrencyGate(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);

  async onModuleInit(): Promise<void> {
    this.dummyHash = await this.hash(randomBytes(16).toString('hex'));
  }

  hash(password: string): Promise<string> {
    return this.gated(() => hashPassword(password));
  }

  /** Always does the full work, also when there is no account (`hash` null). */
  verify(hash: string | null, password: string): Promise<boolean> {
    return this.gated(async () => {
      try {
        const matches = await argon2.verify(hash ?? this.dummyHash, password);
        return matches && hash !== null;
      } catch {
        return false;
      }
    });
  }

  private async gated<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.gate.run(work);
    } catch (error) {
      if (error instanceof GateFullError) {
        throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'request.unavailable', undefined, {
          headers: { 'Retry-After': '1' },
        });
      }
      throw error;
    }
  }
}
