/** Pure rules, no servers: colocated *.spec.ts files, and the checks of the deployment files (test/deploy). */
module.exports = {
  rootDir: 'src',
  roots: ['<rootDir>', '<rootDir>/../test/deploy'],
  testRegex: '.*\\.spec\\.tsx?$',
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  testEnvironment: 'node',
};
