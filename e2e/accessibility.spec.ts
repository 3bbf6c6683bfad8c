import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** axe-core finds no serious or critical problem on the intake pages, in either language. */
for (const path of ['/', '/free-case-review']) {
  for (const lang of ['en', 'es']) {
    test(`${path} in ${lang} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(`${path}?lang=${lang}#application-form`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByText(lang === 'en' ? 'Step 1 of 3' : 'Paso 1 de 3').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const severe = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(severe).toEqual([]);
    });
  }
}
