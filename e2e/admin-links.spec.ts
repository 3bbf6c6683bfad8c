import { expect, test } from '@playwright/test';
import { openCaseFromList, signInAsStaff } from './utils/admin';
import { submitCaseReview } from './utils/cases';
import { query } from './utils/run';

/** Links that work without a login: staff revoke and re-issue a payment link, and replace a status link. */
test('staff revoke a payment link, issue a new one, and replace the status link; the old links stop working', async ({
  page,
  request,
}) => {
  const email = `links.${Date.now()}@admin.example.com`;
  const caseNumber = await submitCaseReview(request, {
    firstName: 'Lucia',
    lastName: 'Ferrer',
    email,
    deactivationReason: 'Flagged by an automated check.',
    description: 'I have driven for five years.',
  });
  await query(`update application set status = 'expert_review' where case_number = $1`, [caseNumber]);
  const [{ status_token: firstStatusToken } = { status_token: '' }] = await query<{ status_token: string }>(
    'select status_token from application where case_number = $1',
    [caseNumber],
  );

  await signInAsStaff(page);
  await page.getByLabel('Поиск').fill(caseNumber);
  const table = page.getByRole('table', { name: 'Список заявок' });
  await expect(table.getByText(caseNumber, { exact: true })).toBeVisible();
  const detail = await openCaseFromList(page, caseNumber);

  await detail.getByRole('button', { name: 'Создать ссылку на оплату' }).click();
  const linkField = detail.getByLabel('Ссылка на оплату для клиента');
  await expect(linkField).toHaveValue(/\/payment\/[\w-]{43}$/);
  await expect(detail.getByText(/^Действует до /)).toBeVisible();
  const firstLink = await linkField.inputValue();

  await detail.getByRole('button', { name: 'Отозвать ссылку' }).click();
  await expect(page.getByText('Ссылка отозвана: по ней больше нельзя оплатить', { exact: true })).toBeVisible();
  await expect(detail.getByText('Ссылки на оплату нет: она отозвана или ещё не выпущена.')).toBeVisible();
  await expect(detail.getByText('Ссылка на оплату отозвана')).toBeVisible();

  await detail.getByRole('button', { name: 'Выпустить новую ссылку' }).click();
  await expect(linkField).toHaveValue(/\/payment\/[\w-]{43}$/);
  const secondLink = await linkField.inputValue();
  expect(secondLink).not.toBe(firstLink);
  await expect(detail.getByText('Выпущена новая ссылка на оплату')).toBeVisible();

  const statusField = detail.getByLabel('Ссылка для клиента на страницу статуса');
  await expect(statusField).toHaveValue(new RegExp(`/case/${firstStatusToken}$`));
  await detail.getByRole('button', { name: 'Сменить ссылку на статус' }).click();
  await expect(page.getByText('Ссылка на статус сменена, прежняя больше не открывается', { exact: true })).toBeVisible();
  await expect(statusField).not.toHaveValue(new RegExp(`/case/${firstStatusToken}$`));
  const newStatusLink = await statusField.inputValue();

  const client = await page.context().newPage();
  await client.goto(`${new URL(firstLink).pathname}?lang=en`);
  await expect(client.getByText('Invalid payment link')).toBeVisible();
  await client.goto(`${new URL(secondLink).pathname}?lang=en`);
  await expect(client.getByText(caseNumber)).toBeVisible();
  await client.goto(`/case/${firstStatusToken}?lang=en`);
  await expect(client.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await client.goto(`${new URL(newStatusLink).pathname}?lang=en`);
  await expect(client.getByText(caseNumber)).toBeVisible();
});
