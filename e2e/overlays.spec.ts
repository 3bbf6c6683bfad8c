import { expect, test, type Page } from '@playwright/test';

/**
 * The overlays of SPEC §4 in a real browser, on Playwright's fake clock. The clock is paused
 * at the moment the page loads, so every timer counts from a known start.
 */
const START = new Date('2025-03-10T23:59:50Z');

async function openPaused(page: Page, path = '/faq'): Promise<void> {
  await page.clock.install({ time: START });
  // A second later than install, so the pause never lands in the clock's past.
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
  await page.goto(path);
  await expect(banner(page)).toBeVisible();
  // The floating overlays load when the visitor first acts (here, a mouse move); their timers start
  // when they arrive, the social-proof notice's counted from the page's opening.
  await page.mouse.move(5, 5);
  await expect(page.locator('[data-floating-overlays]')).toBeAttached();
}

const banner = (page: Page) => page.getByRole('region', { name: 'Announcement' });
const countdown = (page: Page) => page.getByTestId('urgency-countdown');
const helpPopup = (page: Page) => page.getByRole('dialog', { name: 'Questions about your deactivation?' });
const exitModal = (page: Page) => page.getByRole('dialog', { name: 'Before you go' });
const socialProof = (page: Page) => page.getByTestId('social-proof');
const chatLog = (page: Page) => page.getByRole('log', { name: 'Support chat' });

function seconds(clock: string): number {
  const [h = 0, m = 0, s = 0] = clock.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/**
 * Makes sure the page can scroll, then scrolls to `share` of the scrollable height. Resolves once
 * the page's scroll listeners have run: the browser dispatches `scroll` on its next frame, and the
 * fake clock must not move before the popup's timer has started.
 */
async function scrollTo(page: Page, share: number): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        document.body.style.paddingBottom = '3000px';
        const scrollable = document.documentElement.scrollHeight - window.innerHeight;
        const top = Math.ceil(scrollable * target);
        if (Math.abs(window.scrollY - top) < 1) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    share,
  );
}

async function leaveThroughTop(page: Page): Promise<void> {
  await page.mouse.move(200, 200);
  await page.mouse.move(200, -20, { steps: 4 });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`overlays at ${viewport.width} px`, () => {
    test.use({ viewport, timezoneId: 'UTC' });

    test('the banner counts down each second, restarts at zero, and stays dismissed for the day', async ({ page }) => {
      await openPaused(page);
      const first = seconds((await countdown(page).textContent()) ?? '');
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThanOrEqual(10);
      await page.clock.runFor(1_000);
      await expect(countdown(page)).toHaveText(`00:00:0${first - 1}`);
      await page.clock.runFor((first - 1) * 1_000);
      await expect(countdown(page)).toHaveText('00:00:00');
      await page.clock.runFor(1_000);
      await expect(countdown(page)).toHaveText('23:59:59');

      await page.getByRole('button', { name: 'Hide this announcement until tomorrow' }).click();
      await expect(banner(page)).toBeHidden();
      expect(await page.evaluate(() => window.localStorage.getItem('banner-dismissed-date'))).toBe('2025-03-11');
      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(banner(page)).toBeHidden();

      await page.clock.fastForward('24:00:00');
      await expect(banner(page)).toBeVisible();
    });

    test('the help popup opens 2 s after half the page is scrolled, once per session', async ({ page }) => {
      await openPaused(page);
      await scrollTo(page, 0.4);
      await page.clock.runFor(5_000);
      await expect(helpPopup(page)).toBeHidden();

      await scrollTo(page, 0.6);
      await page.clock.runFor(1_900);
      await expect(helpPopup(page)).toBeHidden();
      await page.clock.runFor(100);
      await expect(helpPopup(page)).toBeVisible();
      await expect(helpPopup(page)).toBeInViewport();
      await helpPopup(page).getByRole('button', { name: 'Close' }).click();
      await expect(helpPopup(page)).toBeHidden();

      await page.reload();
      await expect(banner(page)).toBeVisible();
      await scrollTo(page, 0.8);
      await page.clock.runFor(5_000);
      await expect(helpPopup(page)).toBeHidden();
    });

    test('the exit offer opens 500 ms after the mouse leaves at the top, once, and closes itself after 300 s', async ({ page }) => {
      await openPaused(page);
      await leaveThroughTop(page);
      await page.clock.runFor(400);
      await expect(exitModal(page)).toBeHidden();
      await page.clock.runFor(100);
      await expect(exitModal(page)).toBeVisible();
      await expect(exitModal(page).getByRole('link', { name: 'Get my free case review' })).toHaveAttribute(
        'href',
        '/free-case-review',
      );
      await expect(exitModal(page)).toContainText('This window closes in 5:00');
      await page.clock.runFor(299_000);
      await expect(exitModal(page)).toContainText('This window closes in 0:01');
      await page.clock.runFor(1_000);
      await expect(exitModal(page)).toBeHidden();

      await leaveThroughTop(page);
      await page.clock.runFor(2_000);
      await expect(exitModal(page)).toBeHidden();
    });

    test('the exit offer closes with Escape', async ({ page }) => {
      await openPaused(page);
      await leaveThroughTop(page);
      await page.clock.runFor(500);
      await expect(exitModal(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(exitModal(page)).toBeHidden();
    });

    test('example outcomes appear at 10 s for 5 s, then 15-25 s later', async ({ page }) => {
      // Pins the random pause at the middle of its 15-25 s range.
      await page.addInitScript(() => {
        Math.random = () => 0.5;
      });
      await openPaused(page);
      // 10 s from the page's opening: the overlays' code arrived some time after it.
      const opened = await page.evaluate(() => Math.round(performance.now()));
      await page.clock.runFor(10_000 - opened - 100);
      await expect(socialProof(page)).toBeHidden();
      await page.clock.runFor(100);
      await expect(socialProof(page)).toBeVisible();
      await expect(socialProof(page)).toContainText('Example outcome');
      await expect(socialProof(page)).toBeInViewport();
      await page.clock.runFor(4_900);
      await expect(socialProof(page)).toBeVisible();
      await page.clock.runFor(100);
      await expect(socialProof(page)).toBeHidden();
      await page.clock.runFor(19_900);
      await expect(socialProof(page)).toBeHidden();
      await page.clock.runFor(100);
      await expect(socialProof(page)).toBeVisible();
      await page.clock.runFor(5_000);
      await expect(socialProof(page)).toBeHidden();
    });

    test('the support widget answers 1 s after a message sent with Enter', async ({ page }) => {
      await openPaused(page);
      const launcher = page.getByRole('button', { name: 'Open support chat' });
      await launcher.click();
      await expect(chatLog(page).getByRole('listitem')).toHaveCount(1);
      const input = page.getByRole('textbox', { name: 'Your message' });
      await expect(input).toBeFocused();
      await input.fill('My Spark account was deactivated');
      await input.press('Enter');
      await expect(chatLog(page).getByRole('listitem')).toHaveCount(2);
      await page.clock.runFor(900);
      await expect(chatLog(page).getByRole('listitem')).toHaveCount(2);
      await page.clock.runFor(100);
      await expect(chatLog(page).getByRole('listitem')).toHaveCount(3);
      await expect(chatLog(page).getByRole('listitem').last()).toContainText('does not send your message');
      await expect(chatLog(page)).toBeInViewport();
      await page.getByRole('button', { name: 'Close support chat' }).click();
      await expect(chatLog(page)).toBeHidden();
    });
  });
}

test.describe('touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('never shows the exit offer without a mouse', async ({ page }) => {
    await openPaused(page);
    await leaveThroughTop(page);
    await page.clock.runFor(2_000);
    await expect(exitModal(page)).toBeHidden();
  });
});

test('no overlay on the staff pages', async ({ page }) => {
  await page.clock.install({ time: START });
  await page.goto('/admin-login');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.clock.runFor(30_000);
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open support chat' })).toBeHidden();
  await expect(socialProof(page)).toBeHidden();
});
