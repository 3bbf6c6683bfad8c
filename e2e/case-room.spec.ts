import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { openCaseFromList, signInAsStaff } from './utils/admin';
import { severeViolations } from './utils/axe';
import { submitCaseReview } from './utils/cases';
import { E2E_ADMIN, STAFF_EMAIL, mailsTo, query } from './utils/run';

/** Where `SCREENSHOT_DIR=docs/screenshots npx playwright test e2e/case-room.spec.ts` puts the README's pictures. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/** A case through the public wizard's API, in `locale`, from a fresh address. */
async function newCase(request: APIRequestContext, locale: 'en' | 'es', firstName: string) {
  const email = `room.${locale}.${Date.now()}@case-room.example.com`;
  const caseNumber = await submitCaseReview(request, {
    firstName,
    email,
    platform: 'DoorDash',
    deactivationReason: 'Deactivated after a customer said an order never arrived; the photo shows it at the door.',
    attemptedReactivation: true,
    supportResponse: 'Support said the decision is final.',
    locale,
  });
  const [row] = await query<{ id: string; status_token: string }>(
    'select id, status_token from application where case_number = $1',
    [caseNumber],
  );
  return { caseNumber, email, id: row!.id, token: row!.status_token };
}

/** A case through the home form's API (multipart), which stores the platform as its code ("doordash"). */
async function newHomeFormCase(request: APIRequestContext, firstName: string) {
  const res = await request.post('/api/applications?lang=en', {
    multipart: {
      firstName,
      lastName: 'Ramírez',
      email: `room.home.${Date.now()}@case-room.example.com`,
      phone: '+1 555 987 6543',
      platform: 'doordash',
      deactivationDate: '2025-07-14',
      deactivationReason: 'Deactivated after a customer said an order never arrived.',
      attemptedReactivation: 'false',
      documentUrls: '[]',
    },
  });
  expect(res.status()).toBe(201);
  const { caseNumber } = (await res.json()) as { caseNumber: string };
  const [row] = await query<{ status_token: string; platform: string }>(
    'select status_token, platform from application where case_number = $1',
    [caseNumber],
  );
  return { caseNumber, token: row!.status_token, storedPlatform: row!.platform };
}

/** A PDF of `size` bytes, valid by its first bytes, as a file the client picks. */
function pdfFile(name: string, size: number) {
  const buffer = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.7\n').copy(buffer, 0);
  return { name, mimeType: 'application/pdf', buffer };
}

async function openCaseFile(page: Page, caseNumber: string) {
  if ((await page.getByLabel('Поиск').inputValue()) !== caseNumber) {
    const search = page.waitForResponse((res) => res.url().includes('/api/admin/applications?') && res.url().includes('q='));
    await page.getByLabel('Поиск').fill(caseNumber);
    await search;
  }
  return openCaseFromList(page, caseNumber);
}

/** The link from the e-mail, opened as the client would: a new phone-sized window, nothing kept from before. */
async function openOnPhone(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

test.describe('the case room', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('staff ask for two documents; the client opens the e-mailed link on a phone, uploads one with a progress bar and writes; staff see both and reply; the unseen reply is e-mailed once, in Spanish', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const client = await newCase(request, 'es', 'Lucía');

    // Staff, at 1280 px: ask for two documents from the case file.
    await signInAsStaff(page);
    let file = await openCaseFile(page, client.caseNumber);
    const requests = file.getByRole('region', { name: 'Запрос документов' });
    await requests
      .getByLabel('Что запросить у клиента')
      .fill('Captura del aviso de desactivación\nHistorial de entregas de junio');
    await requests.getByRole('button', { name: 'Запросить' }).click();
    const asked = requests.getByRole('list', { name: 'Запрошенные документы' });
    await expect(asked.getByText('Captura del aviso de desactivación')).toBeVisible();
    await expect(asked.getByText('Ждём клиента')).toHaveCount(2);
    await expect(requests.getByLabel('Что запросить у клиента')).toHaveValue('');

    // The client's e-mail, in Spanish, lists both with the link to the room.
    await expect
      .poll(() => mailsTo(client.email).filter((mail) => mail.subject.includes('necesitamos algunos documentos')).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const [requestMail] = mailsTo(client.email).filter((mail) => mail.subject.includes('necesitamos algunos documentos'));
    expect(requestMail!.text).toContain('1. Captura del aviso de desactivación');
    expect(requestMail!.text).toContain('2. Historial de entregas de junio');
    const link = /http:\/\/\S+\/case\/[\w-]{32}\?lang=es/.exec(requestMail!.text)?.[0];
    expect(link).toBeTruthy();

    // The client, at 390 px, from the link.
    const phone = await openOnPhone(browser, link!);
    await expect(phone.locator('html')).toHaveAttribute('lang', 'es');
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Estado de tu caso');
    await expect(phone.getByText('Pendiente de tu parte')).toHaveCount(2);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A slow uplink (about 64 KB/s) so the progress of a 400 KB file can be watched, as on a weak phone connection.
    const cdp = await phone.context().newCDPSession(phone);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    const notice = phone.getByRole('listitem').filter({ hasText: 'Captura del aviso de desactivación' });
    await notice.getByLabel(/Elegir archivos/).setInputFiles(pdfFile('aviso.pdf', 400_000));
    await notice.getByRole('button', { name: 'Subir' }).click();
    const progress = notice.getByRole('progressbar');
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(notice.getByText('Gracias, recibimos tus archivos.')).toBeVisible({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(notice.getByText('Recibido')).toBeVisible();
    await expect(notice.getByText('aviso.pdf')).toBeVisible();
    await expect(phone.getByText('Pendiente de tu parte')).toHaveCount(1);

    await phone.getByLabel('Tu mensaje').fill('Subí el aviso. El historial de junio lo envío mañana.');
    await phone.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(phone.getByText('Tu mensaje fue enviado.')).toBeVisible();
    await expect(
      phone.getByRole('list', { name: 'Mensajes' }).getByText('Subí el aviso. El historial de junio lo envío mañana.'),
    ).toBeVisible();
    if (SCREENSHOT_DIR) await phone.screenshot({ path: join(SCREENSHOT_DIR, 'case-room-es-390.png'), fullPage: true });
    await phone.context().close(); // the client leaves before staff answer

    // Staff are alerted at once for the upload, and for the message when the case's alert window (3 s here) has passed.
    await expect
      .poll(
        () => mailsTo(STAFF_EMAIL).filter((mail) => mail.subject === `Клиент прислал документы: ${client.caseNumber}`).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    await expect
      .poll(() => mailsTo(STAFF_EMAIL).filter((mail) => mail.subject === `Сообщение клиента: ${client.caseNumber}`).length, {
        timeout: 30_000,
      })
      .toBe(1);

    // Staff open the case file again: the upload and the message are there; they reply.
    await page.getByRole('link', { name: 'Все заявки' }).click();
    await expect(page.getByLabel('Поиск')).toHaveValue(client.caseNumber);
    file = await openCaseFile(page, client.caseNumber);
    const refreshed = file.getByRole('region', { name: 'Запрос документов' });
    await expect(refreshed.getByText('Получено', { exact: true })).toHaveCount(1);
    await expect(refreshed.getByText('aviso.pdf')).toBeVisible();
    const messages = file.getByRole('region', { name: 'Сообщения клиенту' });
    await expect(messages.getByText('Subí el aviso. El historial de junio lo envío mañana.')).toBeVisible();
    await messages
      .getByLabel('Сообщение клиенту по делу')
      .fill('Gracias, Lucía. Con el aviso podemos empezar; el historial puede esperar.');
    await messages.getByRole('button', { name: 'Отправить', exact: true }).click();
    const thread = messages.getByRole('list', { name: 'Сообщения по делу' });
    await expect(thread.getByText('Gracias, Lucía. Con el aviso podemos empezar; el historial puede esperar.')).toBeVisible();
    await expect(thread.getByText(E2E_ADMIN.username)).toBeVisible();
    if (SCREENSHOT_DIR) {
      // The case page's two room sections, side by side at 1280 px.
      await messages.scrollIntoViewIfNeeded();
      const [left, right] = [await refreshed.boundingBox(), await messages.boundingBox()];
      const top = Math.min(left!.y, right!.y);
      await page.screenshot({
        path: join(SCREENSHOT_DIR, 'admin-case-room-1280.png'),
        clip: { x: left!.x, y: top, width: right!.x + right!.width - left!.x, height: Math.max(left!.y + left!.height, right!.y + right!.height) - top },
      });
    }

    // The client does not open the room: after 8 s here (10 minutes in production) the reply is e-mailed, once, in Spanish.
    const replySubject = `Caso ${client.caseNumber}: tienes una respuesta de nuestro equipo`;
    await expect
      .poll(() => mailsTo(client.email).filter((mail) => mail.subject === replySubject).length, { timeout: 40_000 })
      .toBe(1);
    const [reply] = mailsTo(client.email).filter((mail) => mail.subject === replySubject);
    expect(reply!.text).toContain('Gracias, Lucía. Con el aviso podemos empezar; el historial puede esperar.');
    expect(reply!.text).toContain(`/case/${client.token}?lang=es`);
    expect(reply!.text).not.toContain(E2E_ADMIN.username);

    // A reply the room showed in time is not e-mailed: staff write again, the client opens the link and reads it
    // (the page tells the server once the reply has been on screen for a second).
    const sendReply = async (text: string) => {
      await messages.getByLabel('Сообщение клиенту по делу').fill(text);
      await messages.getByRole('button', { name: 'Отправить', exact: true }).click();
      await expect(thread.getByText(text)).toBeVisible();
    };
    await sendReply('Recibimos todo lo necesario por ahora.');
    const reader = await openOnPhone(browser, link!);
    const seen = reader.waitForResponse((res) => res.url().endsWith('/seen') && res.request().method() === 'POST');
    await reader.getByText('Recibimos todo lo necesario por ahora.').scrollIntoViewIfNeeded();
    expect((await seen).status()).toBe(204);
    await reader.context().close();

    // A later reply the client never opens is e-mailed alone: the one they read is not in it, nor in an e-mail of its own,
    // and the first reply was e-mailed once.
    await sendReply('Le avisaremos cuando la plataforma responda.');
    await expect
      .poll(() => mailsTo(client.email).filter((mail) => mail.subject === replySubject).length, { timeout: 40_000 })
      .toBe(2);
    const replyMails = mailsTo(client.email).filter((mail) => mail.subject === replySubject);
    const later = replyMails.find((mail) => mail.text.includes('Le avisaremos cuando la plataforma responda.'));
    expect(later?.text).not.toContain('Gracias, Lucía.');
    for (const mail of replyMails) expect(mail.text).not.toContain('Recibimos todo lo necesario por ahora.');
  });

  test('an English case room shows the steps with dates, the payment button, and passes axe at 390 px', async ({
    browser,
    request,
  }) => {
    const client = await newCase(request, 'en', 'Grace');
    const login = await request.post('/api/admin/login', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    expect((await request.post(`/api/admin/applications/${client.id}/payment-link`, { headers })).status()).toBe(201);
    const made = await request.post(`/api/admin/applications/${client.id}/document-requests`, {
      headers,
      data: { items: ['Screenshot of the deactivation notice', 'Your last three weekly earnings statements'] },
    });
    expect(made.status()).toBe(201);
    const [first] = (await made.json()) as Array<{ id: string }>;
    const upload = await request.post(`/api/case-status/${client.token}/requests/${first!.id}/documents`, {
      multipart: { documents: pdfFile('deactivation-notice.pdf', 3000) },
    });
    expect(upload.status()).toBe(201);
    await request.post(`/api/case-status/${client.token}/messages`, {
      data: { body: 'I sent the notice. The statements will follow tonight.', clientKey: crypto.randomUUID() },
    });
    await request.post(`/api/admin/applications/${client.id}/messages`, {
      headers,
      data: { body: 'Thank you, Grace. Once the fee is paid we start on your appeal.' },
    });

    const phone = await openOnPhone(browser, new URL(`/case/${client.token}`, test.info().project.use.baseURL).toString());
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Your case status');
    const pay = phone.getByRole('link', { name: /^Pay \$200\.00/ });
    await expect(pay).toHaveAttribute('href', /\/payment\/[\w-]{43}$/);
    const steps = phone.getByRole('list', { name: 'Case progress' });
    await expect(steps.getByRole('listitem')).toHaveCount(7);
    await expect(steps.locator('[aria-current="step"]')).toContainText('Payment requested');
    await expect(phone.getByText('Thank you, Grace. Once the fee is paid we start on your appeal.')).toBeVisible();
    await expect(phone.getByText('deactivation-notice.pdf')).toBeVisible();
    expect(await severeViolations(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SCREENSHOT_DIR) await phone.screenshot({ path: join(SCREENSHOT_DIR, 'case-room-en-390.png'), fullPage: true });
    await phone.context().close();
  });

  test('the page asks for the room’s data and deadline while its scripts load, and the room uses those answers', async ({ page, request }) => {
    const client = await newCase(request, 'en', 'Hana');
    const dataPath = `/api/case-status/${client.token}`;
    const deadlinePath = `${dataPath}/deadline`;
    const asked: string[] = [];
    const scripts: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname === dataPath || pathname === deadlinePath) asked.push(pathname);
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    // As on a slow line, the deadline answers only after the room's own code has had its data for two frames.
    await page.addInitScript((path) => {
      const fetched = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const answer = await fetched(...args);
        if (String(args[0]) === path) {
          void answer.clone().text().then(() => requestAnimationFrame(() => requestAnimationFrame(() => document.documentElement.setAttribute('data-room-data-seen', ''))));
        }
        return answer;
      };
    }, dataPath);
    await page.route(`**${deadlinePath}`, async (route) => {
      await page.waitForSelector('html[data-room-data-seen]', { state: 'attached' });
      await route.continue();
    });
    const response = await page.goto(`/case/${client.token}`);
    const hints = response!.headers()['link']!.split(', ');
    expect(hints.slice(0, 2)).toEqual([
      `<${dataPath}>; rel=preload; as=fetch; crossorigin=use-credentials`,
      `<${deadlinePath}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    ]);
    // The room's scripts are named with the page too, so they download side by side.
    const hintedScripts = hints.slice(2).map((hint) => /^<(\/assets\/[^>]+\.js)>; rel=modulepreload$/.exec(hint)?.[1]);
    expect(hintedScripts.length).toBeGreaterThan(3);
    expect(hintedScripts).not.toContain(undefined);
    // Looked at on the frame the room first appears: its deadline card is already filled (nothing above the steps moves later).
    const firstFrame = await page.waitForFunction(() => {
      const heading = document.querySelector('main h1');
      return heading && { heading: heading.textContent, deadline: document.querySelector('[data-testid="case-deadline"]') !== null };
    });
    expect(await firstFrame.jsonValue()).toEqual({ heading: 'Your case status', deadline: true });
    await expect(page.getByText(client.caseNumber)).toBeVisible();
    expect(asked.sort()).toEqual([dataPath, deadlinePath]);
    // Each hinted script is downloaded once: the module loader takes the hinted copy.
    for (const script of hintedScripts) expect(scripts.filter((path) => path === script), script).toHaveLength(1);
    expect(warnings).toEqual([]);
    // An address that is no room's gets no such hint.
    expect((await request.get('/case/not a token')).headers()['link']).toBeUndefined();
  });

  test('a home-form case reads its platform by name ("DoorDash", not the stored code) in English and in Spanish at 390 px', async ({
    browser,
    request,
  }) => {
    const client = await newHomeFormCase(request, 'Mateo');
    expect(client.storedPlatform).toBe('doordash');
    for (const [lang, heading, label] of [
      ['en', 'Your case status', 'Platform'],
      ['es', 'Estado de tu caso', 'Plataforma'],
    ] as const) {
      const phone = await openOnPhone(browser, new URL(`/case/${client.token}?lang=${lang}`, test.info().project.use.baseURL).toString());
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(heading);
      const platform = phone.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
      await expect(platform).toHaveText('DoorDash');
      await expect(phone.getByText('doordash', { exact: true })).toHaveCount(0);
      await phone.context().close();
    }
  });
});
