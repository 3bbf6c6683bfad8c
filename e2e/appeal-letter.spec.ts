import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { signInAsStaff } from './utils/admin';
import { query } from './utils/run';

/** The machine runs other suites beside this one: each wait may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** Where `SCREENSHOT_DIR=docs/screenshots npx playwright test e2e/appeal-letter.spec.ts` puts the README's pictures. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/** A Spanish-speaking client deactivated for ratings, through the public wizard's API. */
async function ratingsCase(request: APIRequestContext) {
  const res = await request.post('/api/submit-case-review?lang=es', {
    data: {
      firstName: 'Lucía',
      lastName: 'Ramírez',
      email: `letter.${Date.now()}@appeal-letter.example.com`,
      phone: '+1 555 987 6543',
      platform: 'DoorDash',
      deactivationDate: '2025-07-14',
      deactivationReason: 'Mi calificación bajó a 4.6 estrellas por dos clientes.',
      attemptedReactivation: true,
      supportResponse: 'Support said the decision is final.',
      documentUrls: [],
      description: '',
      locale: 'es',
      state: 'WA',
    },
  });
  expect(res.status()).toBe(201);
  const { caseNumber } = (await res.json()) as { caseNumber: string };
  const [row] = await query<{ status_token: string }>('select status_token from application where case_number = $1', [caseNumber]);
  return { caseNumber, token: row!.status_token };
}

async function openOnPhone(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

test.describe('the appeal letter', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('staff send the ratings checklist in one action, draft, edit and finalize the letter; the client reads its Spanish summary on a phone and approves it; staff see the approval', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const client = await ratingsCase(request);

    // Staff, at 1280 px, on the case's page.
    await signInAsStaff(page);
    await page.goto(`/admin/cases/${client.caseNumber}`);
    const appeal = page.getByRole('region', { name: 'Апелляция: доказательства и письмо' });
    await expect(appeal.getByText('Чек-лист доказательств')).toBeVisible();

    // The checklist opens on the reason the client's words point to, every item ticked: one action sends them all.
    await expect(appeal.getByRole('combobox', { name: 'Причина деактивации' })).toHaveText('Низкий рейтинг или процент принятия');
    const checklist = appeal.getByRole('list', { name: 'Что попросить у клиента' });
    await expect(checklist.getByRole('checkbox')).toHaveCount(5);
    await appeal.getByRole('button', { name: 'Отправить отмеченное клиенту (5)' }).click();
    const requests = page.getByRole('region', { name: 'Запрос документов' });
    await expect(requests.getByText('Tu historial de calificaciones y comentarios de clientes')).toBeVisible();
    await expect(requests.getByRole('heading', { level: 3 })).toHaveCount(5);

    // The letter: drafted from the DoorDash ratings template, edited, saved as version 2, then made final.
    await appeal.getByRole('button', { name: 'Составить черновик' }).click();
    const body = appeal.getByRole('textbox', { name: 'Текст письма' });
    await expect(body).toHaveValue(/Dear DoorDash Dasher Support,/);
    await expect(body).toHaveValue(/I work in Washington\./);
    await expect(appeal.getByText('Черновик, версия 1')).toBeVisible();
    const drafted = await body.inputValue();
    await body.fill(drafted.replace('Thank you for your time and consideration.', 'I have completed more than 2,300 deliveries.\n\nThank you for your time and consideration.'));
    await expect(appeal.getByRole('button', { name: 'Утвердить как итоговое' })).toBeDisabled();
    await appeal.getByRole('button', { name: 'Сохранить версию' }).click();
    await expect(appeal.getByText('Черновик, версия 2')).toBeVisible();
    await appeal.getByRole('button', { name: 'Утвердить как итоговое' }).click();
    await expect(appeal.getByText('Итоговое, версия 2')).toBeVisible();
    await expect(appeal.getByText('Ждём ответа клиента: одобрит письмо или попросит изменения.')).toBeVisible();
    await expect(appeal.getByText('I have completed more than 2,300 deliveries.')).toBeVisible();
    if (SCREENSHOT_DIR) await appeal.screenshot({ path: join(SCREENSHOT_DIR, 'admin-letter-1280.png') });

    // The client, on a phone: first the room in English (for the README), then in Spanish, where they approve it.
    const english = await openOnPhone(browser, `${baseURL}/case/${client.token}?lang=en`);
    const englishLetter = english.getByRole('region', { name: 'Your appeal letter' });
    await expect(englishLetter.getByTestId('appeal-summary')).toHaveText(/^This letter asks DoorDash to reactivate your account/);
    if (SCREENSHOT_DIR) await englishLetter.screenshot({ path: join(SCREENSHOT_DIR, 'case-room-letter-en-390.png') });
    await english.context().close();

    const phone = await openOnPhone(browser, `${baseURL}/case/${client.token}`);
    const letter = phone.getByRole('region', { name: 'Tu carta de apelación' });
    await expect(letter.getByTestId('appeal-summary')).toHaveText(
      /^Esta carta le pide a DoorDash que reactive tu cuenta, que fue desactivada el 14 de julio de 2025\. Explica que unas pocas calificaciones recientes/,
    );
    // Each checklist item says why it helps.
    await expect(phone.getByText('Muestra tu calificación general y si unas pocas calificaciones injustas la bajaron.')).toBeVisible();
    await letter.getByText('Leer la carta completa').click();
    await expect(letter.getByText(/I have completed more than 2,300 deliveries\./)).toBeVisible();
    const download = phone.waitForEvent('download');
    await letter.getByRole('link', { name: 'Descargar la carta (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`${client.caseNumber}-appeal-letter.pdf`);
    if (SCREENSHOT_DIR) await letter.screenshot({ path: join(SCREENSHOT_DIR, 'case-room-letter-es-390.png') });
    await letter.getByRole('button', { name: 'Aprobar la carta' }).click();
    await expect(letter.getByText(/^Aprobaste esta carta el /)).toBeVisible();
    await phone.context().close();

    // Staff see the approval when they open the case again.
    await page.reload();
    await expect(appeal.getByText(/^Клиент одобрил версию 2 — /)).toBeVisible();
  });
});
