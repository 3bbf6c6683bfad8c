import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv as loadEnvAnywhere } from './env';

const dataDir = mkdtempSync(join(tmpdir(), 'trust-proxy-spec-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const loadEnv = (vars: NodeJS.ProcessEnv) => loadEnvAnywhere({ DATA_DIR: dataDir, ...vars });
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail:25',
  JWT_SECRET: 'Yb3kQ9vXr2LmT8wZp4NcH7sJd1FgA6eU0oRi5tKy',
  PAYMENTS: 'test',
};

describe('TRUST_PROXY', () => {
  it.each([
    'loopback',
    'false',
    '1',
    '2',
    '10.0.0.0/8',
    'loopback, 172.16.0.0/12, 192.168.1.10',
    'fd00::/8',
    '10.0.0.0/255.0.0.0',
  ])('takes %p', (value) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
  });

  it.each(['yes', 'everyone', '10.0.0.0/8/1', 'loopback; 10.0.0.1', 'proxy.internal'])(
    'refuses %p, naming the variable',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, a hop count/);
    },
  );

  it('refuses "true" in production, where anyone could choose their address with X-Forwarded-For', () => {
    expect(() => loadEnv({ ...PRODUCTION, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" lets any client choose its address/,
    );
    expect(loadEnv({ ...PRODUCTION, TRUST_PROXY: '1' }).TRUST_PROXY).toBe('1');
  });
});
