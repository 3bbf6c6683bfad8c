import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './run';

/** Signs in to the staff panel as the seeded account (submit stays disabled until both fields are filled). */
export async function signInAsStaff(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Войти' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Логин').fill(E2E_ADMIN.username);
  await expect(submit).toBeDisabled();
  await page.getByLabel('Пароль').fill(E2E_ADMIN.password);
  await submit.click();
  await page.waitForURL('**/admin');
  await expect(page.getByText(`Вы вошли как ${E2E_ADMIN.username}`)).toBeVisible();
}

/** Opens a case from the list (its row's "Открыть"): the case's own page, /admin/cases/<case number>. */
export async function openCaseFromList(page: Page, caseNumber: string): Promise<Locator> {
  await page.getByRole('table', { name: 'Список заявок' }).getByRole('link', { name: `Открыть заявку ${caseNumber}` }).click();
  await page.waitForURL(`**/admin/cases/${caseNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Заявка ${caseNumber}` })).toBeVisible();
  // The file is read on arrival; its client section shows once it is in.
  await expect(page.getByRole('region', { name: 'Клиент', exact: true })).toBeVisible();
  return page.getByRole('main');
}
