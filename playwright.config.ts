import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_SUPPORT, POSTGRES_BASE, STAFF_EMAIL, runNames } from './e2e/utils/run';

/**
 * Browser tests against the built site, served by the real back end on its own database and
 * Redis prefix. Chromium is Debian's (/usr/bin/chromium); nothing is downloaded.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
// Set once here; the worker processes inherit it, so they find the same database and mailbox.
process.env.E2E_RUN_ID ??= `${Date.now()}`;
const run = runNames();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // One retry on CI so a rare timing hiccup does not block a landing; Playwright still reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  globalTeardown: './e2e/utils/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/utils/serve.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `${POSTGRES_BASE}/${run.database}`,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: run.redisPrefix,
      DATA_DIR: run.dataDir,
      E2E_MAILBOX: run.mailbox,
      STAFF_EMAIL,
      SUPPORT_EMAIL: E2E_SUPPORT.email,
      SUPPORT_PHONE: E2E_SUPPORT.phone,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      OUTBOX_POLL_MS: '200',
      // Every browser test comes from one address (the specs before the home form's make cases too, and a case in
      // each of a minute's tests passed the 10 a minute one address gets); the per-address limits of public writes
      // and of the chat have their own attack tests.
      RATE_LIMIT_PUBLIC_WRITES: '1000',
      RATE_LIMIT_PUBLIC_WRITES_TOTAL: '1000',
      CHAT_SESSIONS_PER_IP_PER_HOUR: '1000',
      CHAT_CONNECTIONS_PER_IP: '1000',
      // Staff sign in from the same address in spec after spec (more than 10 a minute at times); the sign-in limits
      // have their own attack tests (backend/test/security/staff-sign-in.int-spec.ts).
      ADMIN_LOGIN_PER_IP_PER_MINUTE: '1000',
      // A left home-form draft is e-mailed after 20 s of quiet here (an hour in production): long enough
      // for every other spec to send its form first, short enough to wait for.
      DRAFT_EMAIL_AFTER_SECONDS: '20',
      DRAFT_SWEEP_SECONDS: '1',
      // A staff reply the client has not seen is e-mailed after 8 s here (10 minutes in production).
      CHAT_REPLY_EMAIL_AFTER_SECONDS: '8',
      CHAT_EMAIL_SWEEP_MS: '1000',
      // Staff get one case room alert per case per 3 s here (10 minutes in production).
      CASE_ROOM_ALERT_WINDOW_SECONDS: '3',
      LOG_LEVEL: 'warn',
    },
  },
});
