import { expect, test } from '@playwright/test';
import { articlePages, openReady } from './utils/pages';

test.describe('blog', () => {
  test('the listing shows all 49 articles; a category keeps only its own, the choice is in the address, and All brings them back', async ({
    page,
  }) => {
    await openReady(page, '/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Gig Worker Resources & Insights' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(49);
    const filter = page.getByRole('group', { name: 'Filter articles by category' });
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await filter.getByRole('button', { name: 'Amazon Flex' }).click();
    await expect(filter.getByRole('button', { name: 'Amazon Flex' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/category=Amazon\+Flex/);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(49);
    for (const badge of await cards.locator('span.rounded-full').allTextContents()) expect(badge).toBe('Amazon Flex');

    // The shared address opens with the same filter.
    await openReady(page, '/blog?category=Amazon+Flex');
    await expect(cards).toHaveCount(count);

    await filter.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(49);
    await expect(page).not.toHaveURL(/category=/);
  });

  test('every card links to an article page that renders', async ({ page, request }) => {
    await openReady(page, '/blog');
    const hrefs = await page
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(49);
    expect([...hrefs].sort()).toEqual([...articlePages].sort());
    for (const href of hrefs) {
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/<h1[^>]*>[^<]{10,}<\/h1>/);
    }
  });

  test('an article shows its parts, related posts and the call to action; Share copies the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openReady(page, '/blog');
    const first = page.getByRole('article').first().getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = page.getByRole('main');
    await expect(article.getByText(/^By .+ Team$/).first()).toBeVisible();
    await expect(article.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(article.locator('time')).toHaveAttribute('datetime', /^2025-0[5-8]-\d\d$/);
    await expect(article.getByRole('list', { name: 'Tags' }).first()).toBeVisible();
    expect(await article.locator('h2').count()).toBeGreaterThan(3);
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Start your case' })).toHaveAttribute(
      'href',
      '/#application-form',
    );
    await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Gig Account Reactivation`);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);

    const canShare = await page.evaluate(() => typeof navigator.share === 'function');
    test.skip(canShare, 'this browser has a system share sheet, which a test cannot close');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url().split('?')[0]);
  });

  test('the prerendered article holds its title, text and Article structured data', async ({ request }) => {
    const html = await (await request.get(articlePages[0]!)).text();
    const data = JSON.parse(/<script data-head type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]!) as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      datePublished: expect.stringMatching(/^2025-/),
    });
    expect(html).toContain(
      `<h1 class="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">${data.headline as string}</h1>`,
    );
    expect((html.match(/<h2>/g) ?? []).length).toBeGreaterThan(3);
    expect(html).toContain('property="og:type" content="article"');
  });

  test('an unknown article answers 404 with "Post Not Found" and a link back to the blog', async ({ page, request }) => {
    const response = await request.get('/blog/no-such-post');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Post Not Found</h1>');
    await openReady(page, '/blog/no-such-post');
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the blog' }).last().click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
