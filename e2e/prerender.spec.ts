import { expect, test, type ConsoleMessage } from '@playwright/test';
import { LANGUAGES, articleTitles, localized, openReady, publicPages, templatePages } from './utils/pages';

/** Text as it reads once HTML's character references are resolved. */
const decode = (html: string | null | undefined): string | undefined =>
  html
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text of the first match of `pattern` in `html`, or null. */
const find = (html: string, pattern: RegExp): string | null => pattern.exec(html)?.[1] ?? null;

test.describe('prerendered pages, read without JavaScript', () => {
  test('every article is read in Spanish without JavaScript, with its Spanish title, language and hreflang pair', async ({
    request,
    baseURL,
  }) => {
    const titles = articleTitles('es');
    expect(Object.keys(titles)).toHaveLength(49);
    for (const [slug, title] of Object.entries(titles)) {
      const path = `/blog/${slug}`;
      const html = await (await request.get(localized(path, 'es'))).text();
      const heading = find(html.slice(html.indexOf('<div id="root">')), /<h1[^>]*>([\s\S]+?)<\/h1>/)?.replace(/<[^>]+>/g, '');
      expect(decode(heading), slug).toBe(title);
      expect(decode(find(html, /<title[^>]*>([^<]+)<\/title>/)), slug).toBe(`${title} | Gig Account Reactivation`);
      expect(find(html, /"inLanguage":"([a-z]+)"/), slug).toBe('es');
      expect(find(html, /<link data-head rel="alternate" hreflang="en" href="([^"]+)"/), slug).toBe(`${baseURL}${path}`);
      expect(find(html, /<link data-head rel="alternate" hreflang="es" href="([^"]+)"/), slug).toBe(`${baseURL}${path}?lang=es`);
    }
  });

  for (const path of publicPages) {
    for (const lang of LANGUAGES) {
      test(`GET ${localized(path, lang)} holds its title, description, canonical link and main heading`, async ({
        request,
        baseURL,
      }) => {
        const response = await request.get(localized(path, lang));
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('text/html');
        const html = await response.text();
        expect(find(html, /<html lang="([a-z]+)"/)).toBe(lang);
        expect(find(html, /<title[^>]*>([^<]+)<\/title>/)).toMatch(/\S+ \| Gig Account Reactivation$/);
        expect(find(html, /<meta data-head name="description" content="([^"]{40,})"/)).not.toBeNull();
        expect(find(html, /<link data-head rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}${localized(path, lang)}`);
        expect(find(html, /<link data-head rel="alternate" hreflang="es" href="([^"]+)"/)).toBe(
          `${baseURL}${localized(path, 'es')}`,
        );
        expect(find(html, /<meta data-head property="og:title" content="([^"]+)"/)).not.toBeNull();
        expect(find(html, /<meta data-head name="twitter:card" content="([^"]+)"/)).toMatch(/^summary(_large_image)?$/);
        // No inline script: the CSP would refuse it (only JSON-LD data blocks and the module script tag).
        expect(html).not.toContain('<script>');
        const root = html.slice(html.indexOf('<div id="root">'));
        expect(find(root, /<h1[^>]*>([\s\S]+?)<\/h1>/)?.replace(/<[^>]+>/g, '').trim()).toBeTruthy();
      });
    }
  }

  test('an unknown address answers 404 with the prerendered "not found" page, in the asked language', async ({ request }) => {
    const english = await request.get('/no-such-page');
    expect(english.status()).toBe(404);
    expect(await english.text()).toContain('404 Page Not Found</h1>');
    const spanish = await request.get('/no-such-page?lang=es');
    expect(spanish.status()).toBe(404);
    expect(await spanish.text()).toContain('404 Página no encontrada</h1>');
  });

  test('the language cookie set by the ES button picks the Spanish file on the next visit', async ({ page, request }) => {
    await openReady(page, '/faq');
    await page.getByRole('banner').getByRole('link', { name: 'ES', exact: true }).click();
    // The app stores the choice once the Spanish texts have loaded and the page has switched.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'lang');
    expect(cookie?.value).toBe('es');
    const response = await request.get('/faq', { headers: { cookie: 'lang=es' } });
    expect(await response.text()).toContain('<html lang="es" data-page="/faq">');
  });

  test('the sitemap lists every public page in both languages; robots.txt keeps crawlers out of staff and API', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of publicPages) {
      for (const lang of LANGUAGES) {
        expect(sitemap).toContain(`<loc>${baseURL}${localized(path, lang).replace('&', '&amp;')}</loc>`);
      }
    }
    expect(sitemap).not.toContain('/admin');
    // The 49 articles, each in English and in Spanish.
    expect(sitemap.match(/<loc>[^<]*\/blog\/[^<]+<\/loc>/g)).toHaveLength(98);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('assets and pages come compressed when the browser accepts it', async ({ request }) => {
    const response = await request.get('/services', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(await response.text()).toContain('<div id="root"><');
  });
});

test.describe('hydration', () => {
  for (const path of [...templatePages, '/no-such-page', '/blog/no-such-post']) {
    for (const lang of LANGUAGES) {
      test(`${localized(path, lang)} hydrates without a React error`, async ({ page }) => {
        const problems: string[] = [];
        const keep = (message: ConsoleMessage) => {
          // The document's own 404 status is reported as a failed resource; it is the point of that page.
          if (message.type() === 'error' && !message.text().includes('status of 404')) problems.push(message.text());
        };
        page.on('console', keep);
        page.on('pageerror', (error) => problems.push(error.message));
        await page.goto(localized(path, lang));
        // The floating overlays load when the visitor first acts (here, a mouse move).
        await page.mouse.move(5, 5);
        await expect(page.locator('[data-floating-overlays]')).toBeAttached();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(problems).toEqual([]);
      });
    }
  }
});
