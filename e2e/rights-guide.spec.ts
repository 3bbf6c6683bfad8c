import { expect, test, type Page } from '@playwright/test';
import { openCaseFromList, signInAsStaff } from './utils/admin';
import { submitCaseReview } from './utils/cases';
import { openReady } from './utils/pages';

/*
 * The deadlines and rights guide in the journey: step 2 of the home form and of the free case
 * review show the lines of the guide that apply once the platform and the state are known; staff
 * see the same lines in the case file; /guide holds them all with their sources.
 */
const TEXT = {
  en: {
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    platform: 'Platform',
    next: 'Next',
    state: 'State where you work',
    hint: 'Deadlines and rights that may apply',
    seattle: /If you deliver or do other app-based work in Seattle/,
    fullName: 'Full name',
    continue: 'Continue',
  },
  es: {
    first: 'Nombre',
    last: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    platform: 'Plataforma',
    next: 'Siguiente',
    state: 'Estado donde trabajas',
    hint: 'Plazos y derechos que pueden aplicarte',
    seattle: /Si repartes o haces otro trabajo por app en Seattle/,
    fullName: 'Nombre completo',
    continue: 'Continuar',
  },
} as const;

const hint = (page: Page, lang: keyof typeof TEXT) => page.getByRole('complementary', { name: TEXT[lang].hint });

for (const lang of ['en', 'es'] as const) {
  const text = TEXT[lang];

  test(`home form step 2 in ${lang}: DoorDash in Washington shows the Seattle line and its link; no state, nothing local`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}#application-form`);
    await page.getByLabel(text.first, { exact: true }).fill('Lena');
    await page.getByLabel(text.last, { exact: true }).fill('Park');
    await page.getByLabel(text.email, { exact: true }).fill(`lena.${Date.now()}@rights.example.com`);
    await page.getByLabel(text.phone, { exact: true }).fill('(555) 201-3344');
    await page.getByRole('combobox', { name: text.platform }).click();
    await page.getByRole('option', { name: 'DoorDash' }).click();
    await page.getByRole('button', { name: text.next }).click();

    // The platform is known, the state is not: the platform's line only.
    await expect(hint(page, lang)).toBeVisible();
    await expect(hint(page, lang).locator('[data-rights-line]')).toHaveCount(1);
    await expect(hint(page, lang).locator('[data-rights-line="doordash"]')).toBeVisible();
    await expect(hint(page, lang).locator('[data-rights-line="seattle"]')).toHaveCount(0);

    await page.getByLabel(text.state).selectOption('WA');
    const seattle = hint(page, lang).locator('[data-rights-line="seattle"]');
    await expect(seattle).toContainText(text.seattle);
    await expect(seattle.getByRole('link')).toHaveAttribute('href', '/guide#place-seattle');
    // Washington's rideshare law covers Uber and Lyft drivers, not DoorDash.
    await expect(hint(page, lang).locator('[data-rights-line="washington-state"]')).toHaveCount(0);
  });

  test(`free case review step 2 in ${lang}: DoorDash in Washington shows the Seattle line`, async ({ page }) => {
    await openReady(page, `/free-case-review?lang=${lang}`);
    await page.getByLabel(text.fullName).fill('Lena Park');
    await page.getByLabel(text.email).fill(`lena.${Date.now()}@review.example.com`);
    await page.getByLabel(text.phone).fill('(555) 201-3344');
    await page.getByRole('button', { name: text.continue }).click();
    await page.getByRole('combobox', { name: text.platform }).click();
    await page.getByRole('option', { name: 'DoorDash' }).click();
    await expect(hint(page, lang).locator('[data-rights-line]')).toHaveCount(1);
    await page.getByLabel(text.state).selectOption('WA');
    await expect(hint(page, lang).locator('[data-rights-line="seattle"]')).toContainText(text.seattle);
  });
}

test('the guide page lists every platform and place with sources and its not-a-law-firm notice, in both languages', async ({ page }) => {
  await openReady(page, '/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Deadlines and rights after a deactivation' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('We are not a law firm');
  await expect(page.locator('section[id^="platform-"]')).toHaveCount(12);
  await expect(page.locator('section[id^="place-"]')).toHaveCount(6);
  const seattle = page.locator('#place-seattle');
  await expect(seattle.getByText('Sources', { exact: true })).toBeVisible();
  await expect(seattle.getByRole('link', { name: /App-Based Worker Deactivation Rights Ordinance/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.seattle\.gov\//,
  );
  await expect(seattle.getByText(/Last reviewed/)).toBeVisible();

  await openReady(page, '/guide?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Plazos y derechos después de una desactivación' })).toBeVisible();
  await expect(page.locator('#place-seattle')).toContainText('Fuentes');
});

test('staff see the guide lines of a case in its file: DoorDash in Washington', async ({ page, request }) => {
  const caseNumber = await submitCaseReview(request, {
    firstName: 'Noor',
    lastName: 'Haddad',
    email: `noor.${Date.now()}@rights.example.com`,
    phone: '(555) 201-7788',
    platform: 'DoorDash',
    deactivationDate: '2025-06-01',
    deactivationReason: 'Deactivated after a contested delivery.',
    state: 'WA',
  });
  await signInAsStaff(page);
  await page.getByLabel('Поиск').fill(caseNumber);
  const table = page.getByRole('table', { name: 'Список заявок' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const detail = await openCaseFromList(page, caseNumber);
  await expect(detail.getByText('Штат, где работает')).toBeVisible();
  await expect(detail.locator('[data-rights-line="seattle"]')).toContainText('Seattle');
  await expect(detail.locator('[data-rights-line="doordash"]')).toBeVisible();
});
