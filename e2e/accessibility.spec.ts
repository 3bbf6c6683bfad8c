import { expect, test } from '@playwright/test';
import { signInAsStaff } from './utils/admin';
import { severeViolations } from './utils/axe';
import { LANGUAGES, localized, openReady, templatePages } from './utils/pages';

/** axe-core finds no serious or critical problem on the intake pages (forms showing), in either language. */
for (const path of ['/', '/free-case-review']) {
  for (const lang of ['en', 'es']) {
    test(`${path} in ${lang} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(`${path}?lang=${lang}#application-form`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByText(lang === 'en' ? 'Step 1 of 3' : 'Paso 1 de 3').first()).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
    });
  }
}

/** Every other public page, as the build prerendered it, in both languages. */
for (const path of templatePages.filter((candidate) => !['/', '/free-case-review'].includes(candidate))) {
  for (const lang of LANGUAGES) {
    test(`${localized(path, lang)} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(localized(path, lang));
      // The floating overlays load when the visitor first acts; check them too.
      await page.mouse.move(5, 5);
      await expect(page.locator('[data-floating-overlays]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
    });
  }
}

/** The chat as both sides use it: the automatic answers, the live chat's name form and conversation, the staff inbox. */
test('the chat panels have no serious or critical accessibility violation', async ({ browser }) => {
  // Four axe scans over two browser contexts: about half the default 30 s on an idle machine, so more room.
  test.slow();
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const name = `Axe ${Date.now() % 100000}`;
  await openReady(visitor, '/faq');
  await visitor.mouse.move(5, 5);
  await visitor.getByRole('button', { name: 'Open support chat' }).click();
  await expect(visitor.getByRole('log', { name: 'Support chat' })).toBeVisible();
  expect(await severeViolations(visitor)).toEqual([]);
  await visitor.getByRole('button', { name: 'Talk to a person' }).click();
  await visitor.getByLabel('Your name').fill(name);
  expect(await severeViolations(visitor)).toEqual([]);
  await visitor.getByRole('button', { name: 'Start chat' }).click();
  const chat = visitor.getByRole('region', { name: 'Chat with our team' });
  await expect(chat.getByText('Connection: Online')).toBeVisible();
  await visitor.getByLabel('Your message').fill('Is anyone there?');
  await visitor.getByLabel('Your message').press('Enter');
  await expect(chat.getByText('Is anyone there?')).toBeVisible();
  expect(await severeViolations(visitor)).toEqual([]);

  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsStaff(staff);
  await staff.getByRole('link', { name: 'Чат' }).first().click();
  await staff.getByText(name).first().click();
  await expect(staff.getByRole('log').getByText('Is anyone there?')).toBeVisible();
  expect(await severeViolations(staff)).toEqual([]);
});
