import { expect, type Page } from '@playwright/test';
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
