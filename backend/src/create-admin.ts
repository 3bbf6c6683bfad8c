import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { createStaffAccount } from './admin-auth/create-admin.command';
import { bootOrExit } from './config/boot';
import { mikroOrmOptions } from './database/mikro-orm.config';
import { migrate } from './database/database-setup';

/*
 * `npm run admin:create -- <username>`: adds a staff account. The password is read from the
 * terminal without echo (twice), or from the first line of standard input when piped. The account is
 * written by admin-auth (`admin-auth/create-admin.command.ts`); this file only reads the input.
 */

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  const ask = async (prompt: string) => {
    process.stdout.write(prompt);
    muted = true;
    const answer = await terminal.question('');
    muted = false;
    process.stdout.write('\n');
    return answer;
  };
  const first = await ask('Password (at least 12 characters): ');
  const second = await ask('Repeat the password: ');
  terminal.close();
  if (first !== second) throw new Error('The passwords differ.');
  return first;
}

async function main(): Promise<void> {
  const username = process.argv[2]?.trim();
  if (!username || username.length > 100) {
    console.error('Usage: npm run admin:create -- <username>');
    process.exit(2);
  }
  const env = await bootOrExit();
  await migrate(env);
  const password = await readPassword();
  if (password.length < 12 || password.length > 200) {
    console.error('The password must be 12 to 200 characters long.');
    process.exit(2);
  }
  const orm = await MikroORM.init(mikroOrmOptions(env));
  try {
    if ((await createStaffAccount(orm.em, username, password)) === 'exists') {
      console.error(`A staff account named "${username}" exists already.`);
      process.exitCode = 1;
    } else {
      console.log(`Created the staff account "${username}".`);
    }
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
