/*
 * Production refuses a secret that a person typed rather than a generator made (issue 21: a JWT_SECRET
 * of 32 "a"s, or "changeme" four times, booted). Three kinds of secret, three checks:
 *
 * - made by us or the operator's generator (JWT_SECRET, TELEGRAM_WEBHOOK_SECRET): 32 bytes or more,
 *   at least MIN_GENERATED_BITS by the estimate below, no placeholder word, no repeated or sequential run;
 * - issued by a provider with a known prefix (Stripe's whsec_ and sk_/rk_ keys, a Telegram bot token):
 *   the part after the prefix is checked more gently, so a real one always passes, and a placeholder
 *   or hand-typed fake does not;
 * - credentials of services the operator runs (the S3 secret, the first staff password, passwords in
 *   DATABASE_URL and REDIS_URL): not a well-known default.
 */

/**
 * Bits the estimate must reach for a generated secret. The estimate of 32 random base64 characters
 * is about 145 (never below 120 in 200,000 draws), of a UUID about 135, of 32 "a"s 0 and of
 * "changeme" four times 88.
 */
export const MIN_GENERATED_BITS = 100;
/** Bits the estimate must reach for the random part of a provider's secret (theirs run from 140 up). */
const MIN_ISSUED_BITS = 96;

/**
 * Words that mark a placeholder: none of them turns up in a random secret by chance (6 letters or
 * more, about one in a billion per position), and every example value of the project's own files
 * holds one or fails another check (env.spec.ts reads .env.example and the compose files to be sure).
 */
const PLACEHOLDER_WORDS = [
  'changeme',
  'change-me',
  'change_me',
  'secret',
  'password',
  'passw0rd',
  'example',
  'placeholder',
  'replace',
  'insecure',
  'default',
  'sample',
  'minioadmin',
  'qwerty',
  'asdfgh',
  'zxcvbn',
];

/** Service passwords that ship as defaults somewhere (images, tutorials, this project's compose files). */
const DEFAULT_CREDENTIALS = new Set(['postgres', 'redis', 'admin', 'root', 'minio', 'minioadmin', 'reactivation', 'test', 'pass']);

/**
 * Estimated bits: Shannon entropy of the character counts times the length. A generator's output
 * spreads over many characters (base64: 5 to 6 bits each); typed text repeats a few.
 */
export function estimatedBits(value: string): number {
  const chars = [...value];
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}

/**
 * A stretch of 8 characters found twice ("abcd1234abcd1234"), or a run in sequence ("abcdefgh",
 * "87654321") of 8 characters or a quarter of the value, whichever is longer (hex digits fall into
 * short runs by chance).
 */
function patternIn(value: string): string | null {
  const seen = new Set<string>();
  for (let i = 0; i + 8 <= value.length; i += 1) {
    const stretch = value.slice(i, i + 8);
    if (seen.has(stretch)) return 'a repeated stretch';
    seen.add(stretch);
  }
  const longRun = Math.max(8, Math.ceil(value.length / 4));
  let run = 1;
  let step = 0;
  for (let i = 1; i < value.length; i += 1) {
    const delta = value.charCodeAt(i) - value.charCodeAt(i - 1);
    const stepByOne = delta === 1 || delta === -1;
    if (!stepByOne) run = 1;
    else run = delta === step ? run + 1 : 2;
    step = delta;
    if (run >= longRun) return 'a run of characters in sequence';
  }
  return null;
}

const placeholderIn = (value: string) => PLACEHOLDER_WORDS.find((word) => value.toLowerCase().includes(word));

const HOW_TO_MAKE = 'make one with `openssl rand -base64 48` (npm run compose:env writes them)';

/** Why a secret our side generates is too weak for production, or null. */
export function generatedSecretProblem(value: string): string | null {
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < 32) return `too short for production (${bytes} bytes; at least 32 random bytes), ${HOW_TO_MAKE}`;
  const word = placeholderIn(value);
  if (word) return `looks like a placeholder (it holds "${word}"), ${HOW_TO_MAKE}`;
  const pattern = patternIn(value);
  if (pattern) return `not random enough for production (${pattern}), ${HOW_TO_MAKE}`;
  const bits = Math.floor(estimatedBits(value));
  if (bits < MIN_GENERATED_BITS) {
    return `not random enough for production (about ${bits} bits, at least ${MIN_GENERATED_BITS}), ${HOW_TO_MAKE}`;
  }
  return null;
}

/** The random part of a provider's secret after its known prefix (whsec_, sk_live_, rk_test_, a bot id and colon). */
const ISSUED_PREFIX = /^(?:whsec_|[sr]k_(?:live|test)_|\d+:)/;

/** Why a secret a provider issued is a placeholder or a fake, or null; a real one always passes. */
export function issuedSecretProblem(value: string): string | null {
  const body = value.replace(ISSUED_PREFIX, '');
  const word = placeholderIn(body);
  if (word) return `looks like a placeholder (it holds "${word}"); paste the one the provider issued`;
  if (body.length < 24 || patternIn(body) || estimatedBits(body) < MIN_ISSUED_BITS) {
    return 'looks like a placeholder, not a secret the provider issued; paste the real one';
  }
  return null;
}

/** Placeholders a chosen password may not hold. */
const CREDENTIAL_PLACEHOLDERS = ['changeme', 'change-me', 'change_me', 'placeholder', 'minioadmin'];

/** Why a service password (S3, the first staff account, PostgreSQL, Redis) is a well-known default, or null. */
export function credentialProblem(value: string): string | null {
  const lower = value.toLowerCase();
  if (DEFAULT_CREDENTIALS.has(lower) || PLACEHOLDER_WORDS.includes(lower)) {
    return 'the password is a well-known default; set one of your own';
  }
  const word = CREDENTIAL_PLACEHOLDERS.find((placeholder) => lower.includes(placeholder));
  return word ? `the password looks like a placeholder (it holds "${word}"); set one of your own` : null;
}

/** The password part of a connection URL, or null. */
function urlPassword(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const password = new URL(url).password;
    return password ? decodeURIComponent(password) : null;
  } catch {
    return null;
  }
}

/** The secrets of the environment and which check each gets. */
type SecretSettings = Partial<
  Record<
    | 'JWT_SECRET'
    | 'TELEGRAM_WEBHOOK_SECRET'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'STRIPE_SECRET_KEY'
    | 'TELEGRAM_BOT_TOKEN'
    | 'S3_SECRET_ACCESS_KEY'
    | 'ADMIN_PASSWORD'
    | 'DATABASE_URL'
    | 'REDIS_URL',
    string
  >
>;

/** One line per weak secret, naming its variable ("  JWT_SECRET: …"); empty when all are fine. */
export function weakProductionSecrets(env: SecretSettings): string[] {
  const checks: Array<[string, string | null | undefined, (value: string) => string | null]> = [
    ['JWT_SECRET', env.JWT_SECRET, generatedSecretProblem],
    ['TELEGRAM_WEBHOOK_SECRET', env.TELEGRAM_WEBHOOK_SECRET, generatedSecretProblem],
    ['STRIPE_WEBHOOK_SECRET', env.STRIPE_WEBHOOK_SECRET, issuedSecretProblem],
    ['STRIPE_SECRET_KEY', env.STRIPE_SECRET_KEY, issuedSecretProblem],
    ['TELEGRAM_BOT_TOKEN', env.TELEGRAM_BOT_TOKEN, issuedSecretProblem],
    ['S3_SECRET_ACCESS_KEY', env.S3_SECRET_ACCESS_KEY, credentialProblem],
    ['ADMIN_PASSWORD', env.ADMIN_PASSWORD, credentialProblem],
    ['DATABASE_URL', urlPassword(env.DATABASE_URL), credentialProblem],
    ['REDIS_URL', urlPassword(env.REDIS_URL), credentialProblem],
  ];
  return checks.flatMap(([name, value, check]) => {
    const problem = value ? check(value) : null;
    return problem ? [`  ${name}: ${problem}`] : [];
  });
}
