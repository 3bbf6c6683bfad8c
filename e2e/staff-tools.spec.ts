import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signInAsStaff } from './utils/admin';
import { submitCaseReview } from './utils/cases';
import { E2E_ADMIN } from './utils/run';

/** A case through the public wizard's API, with a name to find it by. */
function caseFor(request: APIRequestContext, lastName: string): Promise<string> {
  return submitCaseReview(request, { firstName: 'Ольга', lastName, email: `${lastName.toLowerCase()}@staff-tools.example.com` });
}

test.describe('staff tools in the panel', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('staff take a new case, find it under "Мои дела" with its review timer, export the list as CSV and see both in the audit log', async ({
    page,
    request,
  }) => {
    const marker = `Peña${Date.now()}`;
    const caseNumber = await caseFor(request, marker);
    await signInAsStaff(page);

    const search = page.waitForResponse((res) => res.url().includes('/api/admin/applications?') && res.url().includes('q='));
    await page.getByLabel('Поиск').fill(marker);
    await search;
    const table = page.getByRole('table', { name: 'Список заявок' });
    const row = table.getByRole('row').filter({ hasText: caseNumber });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(/^Осталось /)).toBeVisible();
    await expect(row.getByText(/^Срок: /)).toBeVisible();

    const owner = row.getByRole('combobox', { name: `Ответственный по заявке ${caseNumber}` });
    await expect(owner).toHaveText('Не назначен');
    await owner.click();
    await page.getByRole('option', { name: E2E_ADMIN.username }).click();
    await expect(page.getByText(`Заявка ${caseNumber} передана: ${E2E_ADMIN.username}`, { exact: true })).toBeVisible();
    await expect(owner).toHaveText(E2E_ADMIN.username);

    await page.getByRole('combobox', { name: 'Ответственный', exact: true }).click();
    await page.getByRole('option', { name: 'Мои дела' }).click();
    await expect(table.getByRole('row').filter({ hasText: caseNumber })).toHaveCount(1);
    await expect(page.getByText('Найдено: 1')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cases-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Номер дела;Создана;Имя;Фамилия;/);
    expect(lines[1]).toContain(`${caseNumber};`);
    expect(lines[1]).toContain(`;Ольга;${marker};`);
    expect(lines[1]).toContain(`;${E2E_ADMIN.username};`);

    await page.getByRole('link', { name: 'Журнал' }).click();
    const log = page.getByRole('table', { name: 'Журнал действий сотрудников' });
    const exported = log.getByRole('row').filter({ hasText: 'Выгрузка заявок в CSV' }).filter({ hasText: `поиск «${marker}»` });
    // The worker writes an entry a moment after the action: staff refresh the page as they would.
    await expect(async () => {
      await page.getByRole('button', { name: 'Обновить' }).click();
      await expect(exported).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(log.getByRole('row').filter({ hasText: 'Смена ответственного' }).filter({ hasText: caseNumber })).toHaveCount(1);
    await expect(log.getByRole('row').filter({ hasText: 'Вход в панель' }).first()).toBeVisible();
  });
});
