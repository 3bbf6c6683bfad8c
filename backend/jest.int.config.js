/**
 * Integration tests against the real PostgreSQL, Redis, SMTP and S3-compatible servers, and the
 * attack suite (test/security/), which attacks the real app the same way.
 * globalSetup makes a database of its own for the run; each file gets its own Redis prefix.
 */
module.exports = {
  rootDir: '.',
  testRegex: 'test/(integration|security)/.*\\.int-spec\\.ts$',
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/utils/global-setup.ts',
  globalTeardown: '<rootDir>/test/utils/global-teardown.ts',
  testTimeout: 60000,
};
