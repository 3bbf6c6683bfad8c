import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { frontendBoundaries } from './scripts/lint/frontend-boundaries.mjs';

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

/**
 * Module boundaries in the front end (the bulletproof-react model): app/ composes features; features
 * use shared code; shared code uses neither. A feature imports another only through its index.ts,
 * and only for the pairs below, each with the reason it exists.
 */
const frontendFeaturePairs = {
  // The home page's application form ends with the card payment: the same checkout as the payment-link page.
  // Step 2 of both intake forms shows the deadlines and rights guide's lines for the platform and state.
  intake: ['payments', 'guide'],
  // The staff panel's features each stand on admin-shell: the signed-in session (the token, its check, the
  // gate in front of every staff page), the staff calls' transport, the panel's frame and its common pieces
  // (formats, status badge, paging, SWR keys). admin-shell imports none of them; they import not each other.
  'admin-sign-in': ['admin-shell'],
  'admin-cases': ['admin-shell'],
  // A case's page also shows the deadlines and rights guide's lines for the case's platform and state.
  'admin-case-file': ['admin-shell', 'guide'],
  'admin-chat': ['admin-shell'],
  'admin-journal': ['admin-shell'],
  'admin-report': ['admin-shell'],
  'admin-macros': ['admin-shell'],
  // The support widget hosts the live chat with a person ("Talk to a person") and counts its unread replies.
  overlays: ['live-chat'],
  // The live chat and the case room both say when staff are in and how soon they answer (one notice, one figure).
  'live-chat': ['reply-times'],
  'case-status': ['reply-times'],
};

const frontendBoundaryRules = {
  files: ['frontend/src/**/*.{ts,tsx}'],
  plugins: { frontend: { rules: { boundaries: frontendBoundaries } } },
  rules: {
    'frontend/boundaries': [
      'error',
      {
        root: 'frontend/src',
        shared: ['components', 'lib', 'config', 'hooks', 'locales', 'testing', 'types'],
        allowed: frontendFeaturePairs,
      },
    ],
  },
};

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
  frontendBoundaryRules,
);
