import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { blogContent } from './build/blog-content';
import { guideContent } from './build/guide-content';
import { supportContactsInDev } from './build/support-contacts';

const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// In development the NestJS app (DESIGN §7) answers /api and the /ws socket; Vite serves the rest.
const backendUrl = process.env.BACKEND_URL ?? 'http://localhost:3000';

/**
 * react-i18next takes only `keyFromSelector` from i18next, but importing it evaluates all of i18next;
 * its copy in src/lib/i18next-selector.ts keeps i18next out of the home page's first load (ADR 0040).
 */
const reactI18nextWithoutI18next: Plugin = {
  name: 'react-i18next-without-i18next',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'i18next' && importer && /[\\/]node_modules[\\/]react-i18next[\\/]/.test(importer)) return fromHere('./src/lib/i18next-selector.ts');
    return null;
  },
};

export default defineConfig({
  plugins: [
    reactI18nextWithoutI18next,
    react(),
    tailwindcss(),
    blogContent(fromHere('./src/content/blog')),
    guideContent(fromHere('./src/content/guide')),
    supportContactsInDev(backendUrl),
  ],
  resolve: {
    alias: [
      // Compile the shared zod source directly, so a rule changed in contracts/ needs no contracts build first.
      { find: /^@reactivation\/contracts$/, replacement: fromHere('../contracts/src/index.ts') },
      { find: /^@\//, replacement: `${fromHere('./src')}/` },
    ],
  },
  server: {
    proxy: {
      '/api': { target: backendUrl, changeOrigin: true },
      '/ws': { target: backendUrl, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-bundle.mjs to add up what the home page loads first.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    // The build's own scripts (blog and guide content) have tests beside them too.
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
