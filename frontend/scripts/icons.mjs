#!/usr/bin/env node
// Draws the site's icons from public/favicon.svg into public/: favicon.ico (16, 32 and 48 px, PNG
// images in an ICO file), apple-touch-icon.png (180 px), icon-192.png and icon-512.png, and writes
// site.webmanifest with the brand's name from the English locale. Run it after changing the logo or
// the name (node frontend/scripts/icons.mjs); the files are committed, the build copies them as they are.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(frontend, 'public');
const svg = await readFile(join(publicDir, 'favicon.svg'), 'utf8');
// Home-screen icons are masked by the system (a rounded square on iOS, any shape on Android): full bleed.
const fullBleed = svg.replace(/ rx="\d+"/, '');
const common = JSON.parse(await readFile(join(frontend, 'src/locales/en/common.json'), 'utf8'));
const THEME = '#0c2632';
const BRAND = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? THEME;

const png = (source, size) => sharp(Buffer.from(source), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An ICO file holding PNG images (supported by every browser that asks for /favicon.ico). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const icoImages = [];
for (const size of [16, 32, 48]) icoImages.push({ size, data: await png(svg, size) });
await writeFile(join(publicDir, 'favicon.ico'), ico(icoImages));
await writeFile(join(publicDir, 'apple-touch-icon.png'), await png(fullBleed, 180));
await writeFile(join(publicDir, 'icon-192.png'), await png(fullBleed, 192));
await writeFile(join(publicDir, 'icon-512.png'), await png(fullBleed, 512));

const manifest = {
  name: common.brand.name,
  short_name: common.brand.name,
  description: common.brand.tagline,
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'browser',
  background_color: '#ffffff',
  theme_color: THEME,
  icons: [
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
  ],
};
await writeFile(join(publicDir, 'site.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Icons written to ${publicDir} (brand colour ${BRAND})`);
