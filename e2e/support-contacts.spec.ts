import { expect, test, type ConsoleMessage } from '@playwright/test';
import { openReady } from './utils/pages';
import { E2E_SUPPORT } from './utils/run';

/** The build's placeholders (contracts/src/support-contacts.ts) all start this way; none may reach a visitor. */
const PLACEHOLDER = '__SUPPORT_';

test.describe('support contacts come from the server environment (SUPPORT_EMAIL, SUPPORT_PHONE)', () => {
  test('a prerendered page carries them in its HTML, before any script runs', async ({ request }) => {
    for (const path of ['/faq', '/contact?lang=es', '/privacy']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain(PLACEHOLDER);
      expect(html, path).toContain(`<meta name="support-email" content="${E2E_SUPPORT.email}"`);
      const footer = html.slice(html.lastIndexOf('<footer'));
      expect(footer, path).toContain(`href="mailto:${E2E_SUPPORT.email}"`);
      expect(footer, path).toContain(`href="tel:${E2E_SUPPORT.tel}"`);
      expect(footer, path).toContain(E2E_SUPPORT.phone);
    }
    const faq = await (await request.get('/faq')).text();
    expect(faq).toContain(`E-mail ${E2E_SUPPORT.email} or call ${E2E_SUPPORT.phone}.`);
  });

  test('after hydration the page still shows them, with no hydration error', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await openReady(page, '/contact');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: E2E_SUPPORT.email })).toHaveAttribute('href', `mailto:${E2E_SUPPORT.email}`);
    await expect(footer.getByRole('link', { name: E2E_SUPPORT.phone })).toHaveAttribute('href', `tel:${E2E_SUPPORT.tel}`);
    // A page drawn later in the browser (not hydrated from HTML) gets the same values.
    await page.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.locator('summary', { hasText: 'How can I contact you?' }).click();
    await expect(page.getByText(`E-mail ${E2E_SUPPORT.email} or call ${E2E_SUPPORT.phone}.`)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a page the browser draws from the app shell shows them too', async ({ page, request }) => {
    const shell = await (await request.get('/case/an-unknown-link')).text();
    expect(shell).not.toContain(PLACEHOLDER);
    expect(await (await request.get('/index.html')).text()).not.toContain(PLACEHOLDER);
    await openReady(page, '/payment-success');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: E2E_SUPPORT.email })).toBeVisible();
  });
});
