import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUPPORT_PLACEHOLDERS } from '@reactivation/contracts';
import { PrerenderedPages, type PageSettings } from './prerendered-pages';

const settings: PageSettings = { origin: 'https://cases.example', support: { email: 'help@cases.example', phone: '+1 (555) 013-4477' } };

/** A build's pages folder with one page whose HTML holds every placeholder. */
function pagesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'prerendered-pages-'));
  const { email, phone, tel } = SUPPORT_PLACEHOLDERS;
  const html = `<link rel="canonical" href="__SITE_ORIGIN__/faq"><meta name="support-email" content="${email}"><a href="tel:${tel}">${phone}</a>`;
  for (const locale of ['en', 'es']) {
    mkdirSync(join(dir, locale));
    writeFileSync(join(dir, locale, 'faq.html'), html);
  }
  const manifest = { originPlaceholder: '__SITE_ORIGIN__', pages: [{ path: '/faq', status: 200, files: { en: 'en/faq.html', es: 'es/faq.html' } }], clientOnly: [] };
  writeFileSync(join(dir, 'pages.json'), JSON.stringify(manifest));
  return dir;
}

describe('PrerenderedPages', () => {
  it("sends each page with this server's address and support contacts in place of the build's placeholders", () => {
    const pages = PrerenderedPages.load(pagesDir(), settings);
    const html = pages?.resolve('/faq', 'es')?.body.identity.toString('utf8');
    expect(html).toBe(
      '<link rel="canonical" href="https://cases.example/faq"><meta name="support-email" content="help@cases.example">' +
        '<a href="tel:+15550134477">+1 (555) 013-4477</a>',
    );
  });
});
