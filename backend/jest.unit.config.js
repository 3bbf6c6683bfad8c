/** Pure rules, no servers: colocated *.spec.ts files, the checks of the deployment files (test/deploy) and of the module boundaries (test/architecture). */
module.exports = {
  rootDir: 'src',
  roots: ['<rootDir>', '<rootDir>/../test/deploy', '<rootDir>/../test/architecture'],
  testRegex: '.*\\.spec\\.tsx?$',
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  testEnvironment: 'node',
};
