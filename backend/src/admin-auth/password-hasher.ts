import { Injectable, type OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/** OWASP's argon2id settings (19 MiB, 2 passes, 1 lane): about 30 ms per check on this hardware. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of a staff password (the settings travel inside the hash). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** Hashes and checks staff passwords. */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  /** Checked against when the username is unknown, so a wrong name costs the same time as a wrong password. */
  private dummyHash = '';

  async onModuleInit(): Promise<void> {
    this.dummyHash = await this.hash(randomBytes(16).toString('hex'));
  }

  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  /** Always does the full work, also when there is no account (`hash` null). */
  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      const matches = await argon2.verify(hash ?? this.dummyHash, password);
      return matches && hash !== null;
    } catch {
      return false;
    }
  }
}
