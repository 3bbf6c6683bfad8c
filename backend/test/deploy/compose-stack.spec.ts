import Ajv from 'ajv';
import { parse as parseDotenv } from 'dotenv';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { EnvError, SETTING_NAMES, loadEnv } from '../../src/config/env';
import { interpolateDocument } from './compose-interpolation';

/**
 * The compose stack as an operator starts it: `.env` written by `npm run compose:env` from the
 * documented template, the compose file interpolated from it, and the app's own env check run on
 * what `app` and `worker` receive. No Docker engine is needed; where Docker with the compose plugin
 * exists, `docker compose config -q` checks the file too.
 */
const ROOT = join(__dirname, '../../..');
const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');
const TEMPLATE = join(ROOT, 'docker/compose.env.example');

interface ComposeService {
  environment?: Record<string, string | number | boolean | null>;
  ports?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}

const folder = mkdtempSync(join(tmpdir(), 'compose-stack-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the real `npm run compose:env` script into a file of its own and reads the result. */
function generatedEnv(name: string): Record<string, string> {
  const out = join(folder, name);
  execFileSync(process.execPath, [join(ROOT, 'scripts/compose-env.mjs'), '--out', out], { stdio: 'pipe' });
  return parseDotenv(readFileSync(out));
}

/** The compose file with the variables filled in, and the interpolation errors compose would print. */
function composeWith(vars: Record<string, string>): { file: ComposeFile; errors: string[] } {
  const raw = parseYaml(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as ComposeFile;
  const errors: string[] = [];
  return { file: interpolateDocument(raw, vars, errors), errors };
}

/** What the process in a service sees: compose hands every value over as a string; null leaves it unset. */
function processEnv(service: ComposeService): NodeJS.ProcessEnv {
  const entries = Object.entries(service.environment ?? {}).filter(([, value]) => value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

describe('docker-compose.yml with the .env that npm run compose:env writes', () => {
  const vars = generatedEnv('.env');
  const { file, errors } = composeWith(vars);

  it('interpolates without a missing variable', () => {
    expect(errors).toEqual([]);
  });

  it.each(['app', 'worker'])('gives %s an environment the app’s env check accepts, for production', (name) => {
    const env = loadEnv(processEnv(file.services[name]!));
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PAYMENTS: 'test',
      SMTP_URL: 'smtp://mailpit:1025',
      S3_BUCKET: 'reactivation-documents',
      S3_ENDPOINT: 'http://minio:9000',
      REDIS_URL: 'redis://redis:6379',
      DATABASE_URL: `postgres://postgres:${vars.POSTGRES_PASSWORD}@postgres:5432/reactivation`,
      JWT_SECRET: vars.JWT_SECRET,
      ADMIN_USERNAME: 'admin',
      RUN_WORKERS_IN_API: false,
    });
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('passes app and worker only settings the app reads', () => {
    for (const name of ['app', 'worker']) {
      const unknown = Object.keys(file.services[name]!.environment ?? {}).filter((key) => !SETTING_NAMES.includes(key));
      expect({ service: name, unknown }).toEqual({ service: name, unknown: [] });
    }
  });

  it('publishes PostgreSQL, Redis, the Mailpit UI and the MinIO console on 127.0.0.1 only', () => {
    for (const name of ['postgres', 'redis', 'mailpit', 'minio']) {
      const ports = file.services[name]!.ports ?? [];
      expect(ports.length).toBeGreaterThan(0);
      for (const port of ports) expect(`${name} ${port}`).toMatch(new RegExp(`^${name} 127\\.0\\.0\\.1:\\d+:\\d+$`));
    }
  });

  it('is valid by the compose specification’s JSON schema', () => {
    const validate = composeSchemaValidator();
    const valid = validate(file);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  const composePlugin = spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;
  (composePlugin ? it : it.skip)('passes docker compose config -q (where Docker has the compose plugin)', () => {
    const result = spawnSync('docker', ['compose', '--env-file', join(folder, '.env'), '-f', COMPOSE_FILE, 'config', '-q'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('docker-compose.yml without the secrets', () => {
  it('stops with a line naming each blank secret of the template', () => {
    const { errors } = composeWith(parseDotenv(readFileSync(TEMPLATE)));
    const named = new Set(errors.map((line) => /required variable (\w+)/.exec(line)?.[1]));
    expect([...named].sort()).toEqual(['JWT_SECRET', 'MINIO_ROOT_PASSWORD', 'POSTGRES_PASSWORD']);
    expect(errors.every((line) => line.includes('in .env'))).toBe(true);
  });

  it('stops when PAYMENTS is not chosen', () => {
    const { PAYMENTS: _unset, ...vars } = generatedEnv('.env.no-payments');
    const { errors } = composeWith(vars);
    expect([...new Set(errors)]).toEqual([expect.stringMatching(/^required variable PAYMENTS is missing a value: set PAYMENTS in \.env to test .* or stripe/)]);
  });

  it('with PAYMENTS=stripe, hands the Stripe keys over, and refuses to boot without them', () => {
    const vars = generatedEnv('.env.stripe');
    // Shaped like Stripe's own: production refuses placeholders such as sk_live_abc123.
    const keys = {
      STRIPE_SECRET_KEY: 'sk_live_51Hc8yTq2Lm9vXr4Kp7NbZw3Jd6FgA1eU0oRi5tKyY8sQ2hMxC4vB9nW',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hc8yTq2Lm9vXr4Kp7NbZw3Jd6FgA1eU0oRi5tKy',
      STRIPE_WEBHOOK_SECRET: 'whsec_Qm4Tz8Kp2Vx7Nb3Lr9Wc6Hd1Fj5Gs0Ya',
    };
    const withKeys = composeWith({ ...vars, PAYMENTS: 'stripe', ...keys }).file;
    expect(loadEnv(processEnv(withKeys.services.app!))).toMatchObject({ PAYMENTS: 'stripe', ...keys });
    const withoutKeys = composeWith({ ...vars, PAYMENTS: 'stripe' }).file;
    expect(() => loadEnv(processEnv(withoutKeys.services.app!))).toThrow(EnvError);
    expect(() => loadEnv(processEnv(withoutKeys.services.app!))).toThrow(/STRIPE_SECRET_KEY: required with PAYMENTS=stripe/);
  });
});

describe('the compose specification schema', () => {
  it('refuses what Compose refuses (the check can fail)', () => {
    const validate = composeSchemaValidator();
    expect(validate({ services: { app: { image: 'x', restart: 'sometimes', portz: ['80:80'] } } })).toBe(false);
    expect(JSON.stringify(validate.errors)).toContain('portz');
  });
});

describe('.env.example', () => {
  it('documents every setting', () => {
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    const missing = SETTING_NAMES.filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });
});

/**
 * The compose specification's schema (compose-spec/compose-spec, schema/compose-spec.json) as dclint
 * ships it (`dclint/schemas/compose.schema.json`), so the check needs no network.
 */
function composeSchemaValidator() {
  const schemaFile = join(dirname(require.resolve('dclint/package.json')), 'schemas/compose.schema.json');
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
  // Draft 7 is Ajv's own; the file names its meta-schema by a URL Ajv does not know by that spelling.
  delete schema.$schema;
  const ajv = new Ajv({ allErrors: true, strict: false });
  return ajv.compile(schema);
}
