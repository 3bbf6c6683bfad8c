import { expect, test } from '@playwright/test';

test('every page links the favicon, the Apple touch icon and the web manifest, and the site serves them', async ({ page, request }) => {
  for (const path of ['/', '/faq', '/blog']) {
    await page.goto(path);
    await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
  }
  for (const [path, type] of [
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/favicon.svg', /^image\/svg\+xml/],
    ['/apple-touch-icon.png', /^image\/png/],
    ['/icon-512.png', /^image\/png/],
    ['/site.webmanifest', /^application\/manifest\+json/],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toMatch(type);
  }
  const manifest = (await (await request.get('/site.webmanifest')).json()) as { name: string; start_url: string };
  expect(manifest).toMatchObject({ name: 'Gig Account Reactivation', start_url: '/' });
});
