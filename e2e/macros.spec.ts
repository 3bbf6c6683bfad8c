import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { openCaseFromList, signInAsStaff } from './utils/admin';
import { severeViolations } from './utils/axe';
import { submitCaseReview } from './utils/cases';
import { query } from './utils/run';

/*
 * Issue 25, macros: staff write saved replies once in English and Spanish, insert one into a
 * Spanish case's message box with the case's facts filled in, and apply one that asks for two
 * documents and moves the case to expert review, each part in the journal.
 */

/** Where `SCREENSHOT_DIR=docs/screenshots npx playwright test e2e/macros.spec.ts` puts the pictures. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

async function saveMacro(
  page: Page,
  macro: { title: string; en: string; es: string; documentsEn?: string; documentsEs?: string; status?: string },
) {
  await page.getByRole('button', { name: 'Новый шаблон' }).click();
  const form = page.getByRole('form', { name: 'Новый шаблон' });
  await form.getByLabel('Название (для сотрудников)').fill(macro.title);
  await form.getByLabel('Текст на английском').fill(macro.en);
  await form.getByLabel('Текст на испанском').fill(macro.es);
  if (macro.documentsEn) await form.getByLabel('Запросить документы — на английском').fill(macro.documentsEn);
  if (macro.documentsEs) await form.getByLabel('Запросить документы — на испанском').fill(macro.documentsEs);
  if (macro.status) {
    await form.getByRole('combobox', { name: 'Сменить статус дела' }).click();
    await page.getByRole('option', { name: macro.status }).click();
  }
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('list', { name: 'Шаблоны ответов' }).getByRole('listitem', { name: macro.title })).toBeVisible();
}

async function chooseMacro(page: Page, messages: ReturnType<Page['getByRole']>, title: string) {
  await messages.getByRole('combobox', { name: 'Шаблон' }).click();
  await page.getByRole('option', { name: title }).click();
}

test.describe('macros for staff', () => {
  test('a Spanish case gets a macro\'s Spanish text with its facts, and a macro with actions asks for two documents and moves the case, each in the journal', async ({
    page,
    request,
  }) => {
    const marker = Date.now().toString(36);
    const caseNumber = await submitCaseReview(request, { email: `macros-${marker}@macros.example.com`, firstName: 'Lucía', locale: 'es' });
    // An appeal deadline a month ahead (the test's own; the guide's windows for this old deactivation have passed).
    const [row] = await query<{ status_token: string; due: string }>(
      `update application set appeal_due_on = current_date + 30 where case_number = $1
       returning status_token, to_char(appeal_due_on, 'YYYY-MM-DD') as due`,
      [caseNumber],
    );
    // Written as a Spanish reader reads a date: "5 de marzo de 2027".
    const deadline = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${row!.due}T00:00:00Z`));
    expect(deadline).toMatch(/^\d{1,2} de \p{L}+ de \d{4}$/u);

    await signInAsStaff(page);
    await page.getByRole('link', { name: 'Шаблоны ответов' }).click();
    await page.waitForURL('**/admin/macros');
    await expect(page.getByRole('heading', { level: 1, name: 'Шаблоны ответов' })).toBeVisible();

    const greeting = `Приветствие ${marker}`;
    await saveMacro(page, {
      title: greeting,
      en: 'Hi {{clientName}}, we are reviewing case {{caseNumber}} ({{platform}}). Appeal deadline: {{deadline}}. Your case page: {{roomLink}}',
      es: 'Hola {{clientName}}, estamos revisando su caso {{caseNumber}} ({{platform}}). Fecha límite de apelación: {{deadline}}. Su página: {{roomLink}}',
    });
    // A variable that does not exist is refused before anything is sent.
    await page.getByRole('button', { name: 'Новый шаблон' }).click();
    const draft = page.getByRole('form', { name: 'Новый шаблон' });
    await draft.getByLabel('Название (для сотрудников)').fill('Опечатка');
    await draft.getByLabel('Текст на английском').fill('Hi {{clinetName}}');
    await draft.getByLabel('Текст на испанском').fill('Hola {{clientName}}');
    await draft.getByRole('button', { name: 'Сохранить' }).click();
    await expect(draft.getByText('Неизвестная переменная: {{clinetName}}.', { exact: false })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await draft.getByRole('button', { name: 'Отмена' }).click();

    const requestDocs = `Запрос документов ${marker}`;
    await saveMacro(page, {
      title: requestDocs,
      en: 'Hi {{clientName}}, please send the two documents listed on {{roomLink}}.',
      es: 'Hola {{clientName}}, envíe los dos documentos indicados en {{roomLink}}.',
      documentsEn: 'Deactivation e-mail\nRating screenshot',
      documentsEs: 'Correo de desactivación\nCaptura de su calificación',
      status: 'Экспертная оценка',
    });
    if (SCREENSHOT_DIR) {
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-macros-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-macros-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await page.getByRole('link', { name: 'Заявки' }).click();
    await page.waitForURL('**/admin');
    const main = await openCaseFromList(page, caseNumber);
    const messages = main.getByRole('region', { name: 'Сообщения клиенту' });
    await messages.getByRole('button', { name: 'Вставить шаблон' }).click();
    await chooseMacro(page, messages, greeting);
    const spanish =
      `Hola Lucía, estamos revisando su caso ${caseNumber} (Uber). Fecha límite de apelación: ${deadline}. ` +
      `Su página: ${new URL(`/case/${row!.status_token}`, page.url()).toString()}`;
    await expect(messages.getByTestId('macro-preview')).toHaveText(spanish);
    await messages.getByRole('button', { name: 'Вставить в сообщение' }).click();
    const box = messages.getByRole('textbox', { name: 'Сообщение клиенту по делу' });
    await expect(box).toHaveValue(spanish);
    // Staff may edit it before sending.
    await box.fill(`${spanish} ¡Saludos!`);
    await messages.getByRole('button', { name: 'Отправить' }).click();
    await expect(box).toHaveValue('');
    const thread = messages.getByRole('list', { name: 'Сообщения по делу' });
    await expect(thread.getByText(`${spanish} ¡Saludos!`)).toBeVisible();

    // The macro with actions: two documents asked for and the case moved, in one call.
    await chooseMacro(page, messages, requestDocs);
    await expect(messages.getByText('перевести дело в статус «Экспертная оценка»')).toBeVisible();
    await expect(messages.getByText('запросить документы: «Correo de desactivación», «Captura de su calificación»')).toBeVisible();
    if (SCREENSHOT_DIR) {
      await messages.screenshot({ path: join(SCREENSHOT_DIR, 'admin-macro-picker-1280.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await messages.screenshot({ path: join(SCREENSHOT_DIR, 'admin-macro-picker-390.png') });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    expect(await severeViolations(page)).toEqual([]);
    await messages.getByRole('button', { name: 'Применить шаблон' }).click();
    await expect(page.getByText('Шаблон применён', { exact: true })).toBeVisible();
    const requests = main.getByRole('region', { name: 'Запрос документов' });
    await expect(requests.getByText('Correo de desactivación')).toBeVisible();
    await expect(requests.getByText('Captura de su calificación')).toBeVisible();
    await expect(thread.getByText(/envíe los dos documentos indicados en https?:\/\/\S+\/case\//)).toBeVisible();
    await expect(main.getByRole('region', { name: 'Смена статуса', exact: true }).getByText('Экспертная оценка').first()).toBeVisible();

    await page.getByRole('link', { name: 'Журнал' }).click();
    const log = page.getByRole('table', { name: 'Журнал действий сотрудников' });
    const ofCase = (action: string) =>
      log
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: action, exact: true }) })
        .filter({ hasText: caseNumber });
    // The worker writes an entry a moment after the action: staff refresh the page as they would.
    await expect(async () => {
      await page.getByRole('button', { name: 'Обновить' }).click();
      await expect(ofCase('Применён шаблон ответа')).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(ofCase('Применён шаблон ответа')).toContainText(`«${requestDocs}»`);
    await expect(ofCase('Запрошены документы у клиента')).toHaveCount(1);
    await expect(ofCase('Запрошены документы у клиента')).toContainText('2 документа');
    await expect(ofCase('Смена статуса')).toContainText('«Заявка отправлена» → «Экспертная оценка»');
    await expect(ofCase('Сообщение клиенту')).toHaveCount(2);
    await expect(log.getByRole('row').filter({ hasText: 'Создан шаблон ответа' }).filter({ hasText: `«${requestDocs}»` })).toHaveCount(1);
  });
});
