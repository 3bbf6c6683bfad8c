import { expect, test, type Page } from '@playwright/test';
import { openReady } from './utils/pages';

const NOT_FOUND_EN = '404 Page Not Found';
const NOT_FOUND_ES = '404 Página no encontrada';

const notFoundHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const languageButton = (page: Page, name: 'EN' | 'ES') => page.getByRole('banner').getByRole('link', { name, exact: true });

test.describe('app shell', () => {
  test('an unknown address answers with the header, the footer and the 404 page', async ({ page }) => {
    await openReady(page, '/no-such-page');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
    await expect(notFoundHeading(page, NOT_FOUND_EN)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('not a law firm');
    await expect(page).toHaveTitle(`${NOT_FOUND_EN} | Gig Account Reactivation`);
  });

  test('switches between English and Spanish and keeps the choice after a reload', async ({ page }) => {
    await openReady(page, '/no-such-page');
    await expect(notFoundHeading(page, NOT_FOUND_EN)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await languageButton(page, 'ES').click();
    await expect(languageButton(page, 'ES')).toHaveAttribute('aria-current', 'true');
    await expect(notFoundHeading(page, NOT_FOUND_ES)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await languageButton(page, 'EN').click();
    await expect(languageButton(page, 'EN')).toHaveAttribute('aria-current', 'true');
    await expect(notFoundHeading(page, NOT_FOUND_EN)).toBeVisible();

    await page.reload();
    await expect(notFoundHeading(page, NOT_FOUND_EN)).toBeVisible();

    await languageButton(page, 'ES').click();
    await expect(notFoundHeading(page, NOT_FOUND_ES)).toBeVisible();
    await page.reload();
    await expect(notFoundHeading(page, NOT_FOUND_ES)).toBeVisible();
    await expect(languageButton(page, 'ES')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('?lang= in the address picks the language and is remembered', async ({ page }) => {
    await openReady(page, '/missing-page?lang=es');
    await expect(notFoundHeading(page, NOT_FOUND_ES)).toBeVisible();
    await expect(page).toHaveURL(/\/missing-page$/);
    await openReady(page, '/another-missing-page');
    await expect(notFoundHeading(page, NOT_FOUND_ES)).toBeVisible();
  });

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await openReady(page, '/some/unknown/path');
    await expect(notFoundHeading(page, NOT_FOUND_EN)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button shows and hides the page links', async ({ page }) => {
    await openReady(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const servicesLink = page.getByRole('banner').getByRole('link', { name: 'Services' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesLink).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(servicesLink).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesLink).toBeHidden();
  });

  test('following a link from the menu closes it', async ({ page }) => {
    await openReady(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
