import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';


/**
 * Module boundaries in the back end: a folder under backend/src may not import another folder's
 * entities or repositories; it goes through that module's exported service or an event.
 * One rule per folder, since a later block's rule would replace an earlier one's.
 */
const backendFolders = readdirSync('backend/src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const moduleBoundaries = backendFolders.map((folder) => ({
  files: [`backend/src/${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: backendFolders
          .filter((owner) => owner !== folder)
          .map((owner) => ({
            group: [`**/${owner}/*.entity`, `**/${owner}/*.repository`],
            message: `Use the ${owner} module's exported service or an event, not its entities or repositories.`,
          })),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['backend/jest.*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...moduleBoundaries,
);
