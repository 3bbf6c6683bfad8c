#!/usr/bin/env node
// `npm run compose:env`: writes the compose stack's .env from docker/compose.env.example, with
// fresh random secrets where the template leaves them blank. Refuses to replace an existing file.
//
//   npm run compose:env                  # writes ./.env
//   node scripts/compose-env.mjs --out /path/to/.env [--force]
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { out: { type: 'string' }, force: { type: 'boolean', default: false } } });
const target = values.out ?? join(root, '.env');

/** URL-safe random text: the PostgreSQL password goes into DATABASE_URL unescaped. */
const random = (bytes) => randomBytes(bytes).toString('base64url');
const fills = {
  POSTGRES_PASSWORD: () => random(24),
  JWT_SECRET: () => random(48),
  MINIO_ROOT_PASSWORD: () => random(24),
  ADMIN_USERNAME: () => 'admin',
  ADMIN_PASSWORD: () => random(18),
};

if (existsSync(target) && !values.force) {
  console.error(`${relative(process.cwd(), target) || target} exists already; keep it, or run again with --force to replace it (new secrets lock out the existing database and bucket).`);
  process.exit(1);
}

const chosen = {};
const lines = readFileSync(join(root, 'docker/compose.env.example'), 'utf8')
  .split('\n')
  .map((line) => {
    const match = /^([A-Z0-9_]+)=$/.exec(line);
    const fill = match && fills[match[1]];
    if (!fill) return line;
    chosen[match[1]] = fill();
    return `${match[1]}=${chosen[match[1]]}`;
  });
writeFileSync(target, lines.join('\n'), { mode: 0o600 });

console.log(`Wrote ${target} with fresh secrets (mode 600). Next: docker compose up --build -d`);
console.log(`  site http://localhost:3000, staff sign-in /admin-login as ${chosen.ADMIN_USERNAME ?? '(unchanged)'} / ${chosen.ADMIN_PASSWORD ?? '(unchanged)'}`);
console.log('  e-mails caught by Mailpit at http://127.0.0.1:8025; payments in test mode (PAYMENTS=test) until Stripe keys are set');
if (chosen.POSTGRES_PASSWORD) {
  console.log(`  npm start on the host against the stack's PostgreSQL: DATABASE_URL=postgres://postgres:${chosen.POSTGRES_PASSWORD}@localhost:5432/reactivation`);
}
