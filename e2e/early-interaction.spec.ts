import { expect, test, type Browser, type Page } from '@playwright/test';

/*
 * The visitor who does not wait: the home page opened with the CPU slowed 4x (a mid-range phone),
 * and used the moment its HTML has arrived, before the app's code has taken the page over. Each
 * case runs REPEAT times, because what it guards against is a race that lost one load in three.
 */
/*
 * 8 loads per case in `npm test` (a race that loses one load in three passes 8 loads with a chance of
 * 4 %, and every case runs at two widths); EARLY_INTERACTION_REPEAT=20 for the long run.
 */
const REPEAT = Number(process.env.EARLY_INTERACTION_REPEAT ?? 8);
const WIDTHS = [390, 1280] as const;
/**
 * Loads run a few at a time: the CPU throttle makes each renderer sleep three quarters of the
 * time, so several pages share the machine's cores without slowing each other much.
 */
const AT_ONCE = 4;

/** Runs `visit(run)` for run = 0 … REPEAT - 1, AT_ONCE at a time. */
async function repeat(visit: (run: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < REPEAT) await visit(next++);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

async function slowPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

const appReady = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'));
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The form's first field, once the deferred form has arrived: on screen, not under the header. */
async function expectFormVisible(page: Page): Promise<void> {
  await expect(page.getByLabel('First name')).toBeInViewport({ timeout: 15_000 });
}

test.describe('before the app has taken over the page (CPU 4x slower)', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const width of WIDTHS) {
    test(`a scroll to the form is kept and the form arrives, ${REPEAT} loads at ${width} px`, async ({ browser }) => {
      let beforeHydration = 0;
      await repeat(async (run) => {
        const page = await slowPage(browser, width);
        await page.goto('/', { waitUntil: 'domcontentloaded' });
        if (!(await appReady(page))) beforeHydration += 1;
        await page.evaluate(() => document.getElementById('application-form')?.scrollIntoView());
        const scrolledTo = await scrollY(page);
        expect(scrolledTo, `run ${run + 1}: the page scrolled`).toBeGreaterThan(500);
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        await expectFormVisible(page);
        // Hydration and the form's arrival leave the visitor where they were (the form's section starts there).
        expect(Math.abs((await scrollY(page)) - scrolledTo), `run ${run + 1}: the scroll position moved`).toBeLessThan(80);
        await page.context().close();
      });
      // The race is only tested if the scroll really came first in a good share of the loads (at 1280 px
      // the app takes over sooner: 8 and 9 of 20 loads in one run on a busy machine).
      expect(beforeHydration).toBeGreaterThanOrEqual(REPEAT / 4);
    });

    test(`/#application-form opens at the form, ${REPEAT} loads at ${width} px`, async ({ browser }) => {
      await repeat(async () => {
        const page = await slowPage(browser, width);
        await page.goto('/#application-form', { waitUntil: 'domcontentloaded' });
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        await expectFormVisible(page);
        await expect(page.getByRole('heading', { name: 'Start your reactivation appeal' })).toBeInViewport();
        await page.context().close();
      });
    });

    test(`the back button from /services returns to the form, ${REPEAT} loads at ${width} px`, async ({ browser }) => {
      await repeat(async (run) => {
        const page = await slowPage(browser, width);
        await page.goto('/', { waitUntil: 'domcontentloaded' });
        await page.evaluate(() => document.getElementById('application-form')?.scrollIntoView());
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        await expectFormVisible(page);
        const scrolledTo = await scrollY(page);
        // On a phone the header's links are behind the menu.
        if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
        await expect(page).toHaveURL(/\/services$/);
        await page.goBack();
        await expect(page).toHaveURL(/\/$/);
        await expectFormVisible(page);
        expect(Math.abs((await scrollY(page)) - scrolledTo), `run ${run + 1}: back did not return to the form`).toBeLessThan(80);
        await page.context().close();
      });
    });
  }

  test(`a tap on ES right after the HTML arrives switches the page to Spanish, ${REPEAT} loads`, async ({ browser }) => {
    await repeat(async () => {
      const page = await slowPage(browser, 1280);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.getByRole('banner').getByRole('link', { name: 'ES', exact: true }).click();
      // Before the app has taken over, the tap is a plain link: a whole Spanish page loads at 4x slower CPU,
      // which took over 5 s on a busy machine; the same 15 s the form's arrival gets.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Te desactivaron? Te ayudamos a volver al camino.', { timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.context().close();
    });
  });

  test(`a tap on a home FAQ question right after the HTML arrives opens it, ${REPEAT} loads`, async ({ browser }) => {
    await repeat(async () => {
      const page = await slowPage(browser, 390);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const item = page.locator('details', { has: page.locator('summary', { hasText: 'Are you a law firm?' }) });
      await item.locator('summary').click();
      await expect(item.getByText(/our specialists are not attorneys/)).toBeVisible();
      // Still open once the app has taken over.
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(item).toHaveAttribute('open', '');
      await page.context().close();
    });
  });

  for (const width of WIDTHS) {
    // The Back tap comes about 10 s after the page opened at 4x, when the first example outcome is due
    // bottom left: a CI run lost it to the notice appearing over the button mid-tap (taps-under-overlays.spec.ts).
    test(`step 1 of the free case review typed and sent right after the HTML arrives reaches step 2 and Back returns, ${REPEAT} loads at ${width} px`, async ({
      browser,
    }) => {
      let beforeApp = 0;
      await repeat(async (run) => {
        const page = await slowPage(browser, width);
        await page.goto('/free-case-review?lang=en', { waitUntil: 'domcontentloaded' });
        if (!(await appReady(page))) beforeApp += 1;
        await page.getByLabel('Full name').fill('Marcus Reed');
        await page.getByLabel('Email').fill(`early.${width}.${run}@review.example.com`);
        await page.getByLabel('Phone number').fill('+1 555 987 6543');
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByText('Step 2 of 3'), `run ${run + 1}: the typed step was not taken`).toBeVisible({
          timeout: 15_000,
        });
        await page.getByRole('button', { name: 'Back' }).click();
        await expect(page.getByLabel('Full name'), `run ${run + 1}: the Back tap was lost`).toHaveValue('Marcus Reed');
        await page.context().close();
      });
      // The typing is only tested if it really came before the app in a good share of the loads.
      expect(beforeApp).toBeGreaterThanOrEqual(REPEAT / 4);
    });
  }

  test('a tap on the mobile menu before the app runs is replayed once it does', async ({ browser }) => {
    const page = await slowPage(browser, 390);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.context().close();
  });
});

test('the application form that fails to load says so and loads on retry', async ({ page }) => {
  let failed = 0;
  await page.route(/\/assets\/application-form-[^/]+\.js$/, async (route) => {
    if (failed === 0) {
      failed += 1;
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  await page.goto('/#application-form');
  const alert = page.getByRole('alert').filter({ hasText: 'The application form could not be loaded' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('First name')).toBeVisible();
  expect(failed).toBe(1);
});
