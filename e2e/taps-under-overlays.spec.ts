import { expect, test, type Page } from '@playwright/test';

/*
 * A floating overlay that appears while the visitor's finger (or mouse button) is down must not take
 * the release: the release would land on the overlay, and the click the browser then makes goes to
 * what the press and the release have in common (the page's frame), not to the button pressed. In a
 * CI run the free case review's Back tap was lost this way when the first example outcome (due 10 s
 * after the page opened) appeared over the button between the press and the release. On Playwright's
 * fake clock, paused, the notice is made to appear while the button is held down.
 */
const START = new Date('2025-03-10T12:00:00Z');

async function openWizardAtStep2(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
  await page.goto('/free-case-review?lang=en');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByLabel('Full name').fill('Marcus Reed');
  await page.getByLabel('Email').fill('marcus.taps@review.example.com');
  await page.getByLabel('Phone number').fill('+1 555 987 6543');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  // The floating overlays' code came with the visitor's first act (the typing above).
  await expect(page.locator('[data-floating-overlays]')).toBeAttached();
}

/** Scrolls until the button's middle is where the example-outcome notice appears (bottom left), and returns that point. */
async function bringToNoticeCorner(page: Page, name: string): Promise<{ x: number; y: number }> {
  const button = page.getByRole('button', { name, exact: true });
  await page.evaluate((label) => {
    const target = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === label);
    if (!target) throw new Error(`no button ${label}`);
    const box = target.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - (window.innerHeight - 60));
  }, name);
  const box = await button.boundingBox();
  if (!box) throw new Error(`${name} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const notice = (page: Page) => page.getByTestId('social-proof');

for (const width of [390, 1280]) {
  test(`a tap on Back held while the example outcome appears over it still goes back, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await openWizardAtStep2(page);
    await expect(notice(page)).toBeHidden();
    const point = await bringToNoticeCorner(page, 'Back');

    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    // The first notice is due 10 s after the page opened: it appears now, under the held button.
    await page.clock.runFor(10_000);
    await expect(notice(page)).toBeVisible();
    const over = await notice(page).boundingBox();
    expect(over, 'the notice appeared').not.toBeNull();
    expect(
      point.x >= over!.x && point.x <= over!.x + over!.width && point.y >= over!.y && point.y <= over!.y + over!.height,
      'the notice covers the held button (otherwise this test proves nothing)',
    ).toBe(true);
    await page.mouse.up();

    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Marcus Reed');

    // Once the press is over, the notice takes taps again: its close button works.
    await page.clock.runFor(1_000);
    await notice(page).getByRole('button', { name: 'Hide these examples' }).click();
    await expect(notice(page)).toBeHidden();
  });
}
