/** Pure rules, no servers: colocated *.spec.ts files. */
module.exports = {
  rootDir: 'src',
  testRegex: '.*\\.spec\\.tsx?$',
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  testEnvironment: 'node',
};
