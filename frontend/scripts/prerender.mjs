#!/usr/bin/env node
// Build step after `vite build` (browser) and `vite build --ssr` (server renderer): draws every
// public page in every language to static HTML under dist/pages/, plus dist/pages/pages.json,
// which the back end reads to send each page its file (and the sitemap its addresses).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const out = join(dist, 'pages');
const LOCALES = ['en', 'es'];

const server = await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href);
const shell = await readFile(join(dist, 'index.html'), 'utf8');
// The stylesheet goes inline: the first paint then waits for the HTML alone, not for a second
// request on a slow phone connection (about 8 KB compressed on every page, a fair price).
const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(shell);
if (!stylesheet) throw new Error('index.html has no stylesheet link to inline');
const css = await readFile(join(dist, stylesheet[1]), 'utf8');
const template = shell.replace(stylesheet[0], () => `<style>${css.replaceAll('</style', '<\\/style')}</style>`);

/** The template with the page's language, head and HTML in place of the shell's defaults. */
function fill(page, locale, path) {
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '');
  if (withoutDefaults === template) throw new Error('index.html lost its default <title> or description');
  return withoutDefaults
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}" data-page="${path}">`)
    .replace('</head>', `  ${page.head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
}

const fileName = (path) => (path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '__')}.html`);

await rm(out, { recursive: true, force: true });
const pages = [];
for (const target of server.prerenderTargets) {
  const files = {};
  for (const locale of LOCALES) {
    const page = await server.renderPage(target, locale);
    const file = join(locale, fileName(target.path));
    await mkdir(join(out, locale), { recursive: true });
    await writeFile(join(out, file), fill(page, locale, target.path));
    files[locale] = file;
  }
  pages.push({ path: target.path, status: target.status, files });
}
await writeFile(
  join(out, 'pages.json'),
  `${JSON.stringify({ originPlaceholder: server.ORIGIN_PLACEHOLDER, pages, clientOnly: server.clientOnlyPatterns, notFoundPages: server.notFoundPages }, null, 2)}\n`,
);
console.log(`prerendered ${pages.length} pages in ${LOCALES.length} languages to dist/pages/`);

// Brotli and gzip copies of every text file, so the server never compresses on the fly.
// Prerendered pages are left out: the server fills in its address first, then compresses them once at boot.
const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
const { readdir } = await import('node:fs/promises');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
let compressed = 0;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  const path = join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || path.startsWith(out)) continue;
  const body = await readFile(path);
  if (body.length < 1024) continue;
  await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  compressed += 1;
}
console.log(`compressed ${compressed} files (brotli and gzip)`);
