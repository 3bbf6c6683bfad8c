import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The icons and web manifest the site serves from frontend/public (copied as they are by the build). */
const frontend = join(__dirname, '../../../frontend');
const common = JSON.parse(readFileSync(join(frontend, 'src/locales/en/common.json'), 'utf8')) as { brand: { name: string } };
const publicFile = (name: string) => readFileSync(join(frontend, 'public', name));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): [number, number] {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

describe('site icons and web manifest', () => {
  it('has a favicon.ico with 16, 32 and 48 px images', () => {
    const ico = publicFile('favicon.ico');
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, index) => {
      const entry = 6 + 16 * index;
      const image = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      return pngSize(image)[0];
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('has an apple-touch-icon of 180 px, and the manifest’s icons in their sizes', () => {
    expect(pngSize(publicFile('apple-touch-icon.png'))).toEqual([180, 180]);
    const manifest = JSON.parse(publicFile('site.webmanifest').toString('utf8')) as {
      name: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe(common.brand.name);
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      const size = Number(icon.sizes.split('x')[0]);
      expect(pngSize(publicFile(icon.src.slice(1)))).toEqual([size, size]);
    }
  });

  it('links them from the head every page is built on', () => {
    const html = readFileSync(join(frontend, 'index.html'), 'utf8');
    for (const link of ['href="/favicon.ico"', 'href="/favicon.svg"', 'rel="apple-touch-icon" href="/apple-touch-icon.png"', 'rel="manifest" href="/site.webmanifest"']) {
      expect(html).toContain(link);
    }
  });
});
