#!/usr/bin/env node
// Screenshots of every prerendered public page at phone (390 px) and desktop (1280 px) width,
// into docs/screenshots/. Run against a running site:
//   npm start   (another terminal)   then   node scripts/screenshots.mjs [http://localhost:3000] [--lang es]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { lang: { type: 'string', default: 'en' }, only: { type: 'string' } } });
const base = positionals[0] ?? 'http://localhost:3000';
const { pages } = JSON.parse(readFileSync(join(root, 'frontend/dist/pages/pages.json'), 'utf8'));
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
// The 49 articles share one layout: the first stands for them all (blog-article-*.png).
const firstArticle = pages.find((page) => page.path.startsWith('/blog/') && page.status === 200)?.path;
const only = values.only ? new Set(values.only.split(',')) : null;
for (const { path, status } of pages) {
  if (status !== 200 || (path.startsWith('/blog/') && path !== firstArticle)) continue;
  if (only && !only.has(path)) continue;
  const name = path === '/' ? 'home' : path === firstArticle ? 'blog-article' : path.slice(1).replaceAll('/', '-');
  for (const viewport of viewports) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${base}${path}${values.lang === 'en' ? '' : `?lang=${values.lang}`}`, { waitUntil: 'networkidle' });
    const file = `docs/screenshots/${name}${values.lang === 'en' ? '' : `-${values.lang}`}-${viewport.width}.png`;
    await page.screenshot({ path: join(root, file) });
    console.log(file);
    await page.close();
  }
}
await browser.close();
