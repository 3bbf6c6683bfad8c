import { expect, test } from '@playwright/test';
import { severeViolations } from './utils/axe';
import { LANGUAGES, localized, templatePages } from './utils/pages';

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
      await expect(page.locator('[data-floating-overlays]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
    });
  }
}
