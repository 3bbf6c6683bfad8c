import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openReady } from './utils/pages';
import { STAFF_EMAIL, mailsTo, query } from './utils/run';

const TEXT = {
  en: {
    h1: 'Contact Us',
    emergency: 'Emergency support: call now',
    hours: 'Business hours',
    days: ['Monday - Friday', '9:00 AM - 6:00 PM EST', 'Saturday', '10:00 AM - 4:00 PM EST', 'Sunday', 'Closed'],
    area: 'Service area',
    nationwide: 'Nationwide',
    details: 'Contact details',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone number (optional)',
    platform: 'Platform (optional)',
    platformPlaceholder: 'Choose your platform',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send message',
    sent: 'Message Sent',
    sentDescription: "We'll respond within 24 hours.",
    required: {
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    },
    invalidEmail: 'Please enter a valid email address',
  },
  es: {
    h1: 'Contáctanos',
    emergency: 'Soporte de emergencia: llama ahora',
    hours: 'Horario de atención',
    days: ['Lunes a viernes', '9:00 a. m. - 6:00 p. m. EST', 'Sábado', '10:00 a. m. - 4:00 p. m. EST', 'Domingo', 'Cerrado'],
    area: 'Área de servicio',
    nationwide: 'Todo el país',
    details: 'Datos de contacto',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Número de teléfono (opcional)',
    platform: 'Plataforma (opcional)',
    platformPlaceholder: 'Elige tu plataforma',
    subject: 'Asunto',
    message: 'Mensaje',
    submit: 'Enviar mensaje',
    sent: 'Mensaje enviado',
    sentDescription: 'Te responderemos en un plazo de 24 horas.',
    required: {
      name: 'El nombre es obligatorio',
      email: 'El correo electrónico es obligatorio',
      subject: 'El asunto es obligatorio',
      message: 'El mensaje es obligatorio',
    },
    invalidEmail: 'Introduce un correo electrónico válido',
  },
} as const;
type Lang = keyof typeof TEXT;

test.beforeEach(async ({ page }) => {
  // The scroll and exit-intent popups (overlays.spec.ts) would cover the form; mark them as already seen.
  await page.addInitScript(() => {
    sessionStorage.setItem('help-popup-shown', '1');
    sessionStorage.setItem('exit-intent-shown', '1');
  });
});

/** Opens the page and waits for hydration (a tap before it would be held and replayed, see early-interaction.spec.ts). */
async function openContact(page: Page, lang: Lang) {
  await openReady(page, `/contact?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].h1 })).toBeVisible();
}

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: /\(F8\)/ });
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

for (const lang of ['en', 'es'] as const) {
  const text = TEXT[lang];

  test(`/contact in ${lang} shows the form, contact details, hours, service area and the emergency call`, async ({ page }) => {
    await openContact(page, lang);
    const emergency = main(page).getByRole('link', { name: text.emergency });
    await expect(emergency).toBeVisible();
    await expect(emergency).toHaveAttribute('href', /^tel:\+?\d{10,}$/);

    const details = main(page).getByRole('region', { name: text.details });
    await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:\S+@\S+$/);
    await expect(details.getByRole('link', { name: /\d{3}.*\d{4}/ })).toHaveAttribute('href', /^tel:/);

    const hours = main(page).getByRole('region', { name: text.hours });
    for (const part of text.days) await expect(hours.getByText(part, { exact: true })).toBeVisible();
    await expect(main(page).getByRole('region', { name: text.area }).getByText(text.nationwide, { exact: true })).toBeVisible();

    for (const label of [text.name, text.email, text.phone, text.subject, text.message])
      await expect(field(page, label)).toBeVisible();
    await expect(main(page).getByRole('combobox', { name: text.platform })).toHaveText(text.platformPlaceholder);
  });

  test(`/contact in ${lang} names each required field and a bad e-mail without sending anything`, async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contact')) sent.push(request.url());
    });
    await openContact(page, lang);
    await page.getByRole('button', { name: text.submit }).click();
    for (const message of Object.values(text.required))
      await expect(main(page).getByText(message, { exact: true })).toBeVisible();
    await expect(field(page, text.name)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, text.name)).toBeFocused();
    await expect(field(page, text.phone)).not.toHaveAttribute('aria-invalid', 'true');

    await field(page, text.email).fill('rosa@example');
    await expect(main(page).getByText(text.required.email, { exact: true })).toBeHidden(); // editing clears the error
    await page.getByRole('button', { name: text.submit }).click();
    await expect(main(page).getByText(text.invalidEmail, { exact: true })).toBeVisible();
    await expect(field(page, text.email)).toHaveAccessibleDescription(text.invalidEmail);
    expect(sent).toEqual([]);
  });

  test(`/contact in ${lang} has no serious or critical accessibility violation, also with errors shown`, async ({ page }) => {
    await openContact(page, lang);
    const check = async () => {
      const results = await new AxeBuilder({ page }).include('main').analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    };
    expect(await check()).toEqual([]);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(main(page).getByText(text.required.name, { exact: true })).toBeVisible();
    expect(await check()).toEqual([]);
  });
}

for (const lang of ['en', 'es'] as const) {
  const text = TEXT[lang];

  test(`a complete message in ${lang} is stored, confirmed with the toast, clears the form and reaches staff once`, async ({
    page,
  }) => {
    const subject = `Spark account question ${lang} ${Date.now()}`;
    const email = `rosa.${lang}@contact.example.com`;
    await openContact(page, lang);
    await field(page, text.name).fill('Rosa Díaz');
    await field(page, text.email).fill(email);
    await field(page, text.phone).fill('(555) 321-7788');
    await main(page).getByRole('combobox', { name: text.platform }).click();
    await page.getByRole('option', { name: 'Walmart Spark Driver' }).click();
    await field(page, text.subject).fill(subject);
    await field(page, text.message).fill(
      'My account was deactivated on Monday.\nThe background check mixed me up with someone else.',
    );

    const answer = page.waitForResponse(
      (response) => response.url().includes('/api/contact') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: text.submit }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ success: true });

    await expect(toasts(page).getByText(text.sent, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(text.sentDescription, { exact: true })).toBeVisible();
    for (const label of [text.name, text.email, text.phone, text.subject, text.message])
      await expect(field(page, label)).toHaveValue('');
    await expect(main(page).getByRole('combobox', { name: text.platform })).toHaveText(text.platformPlaceholder);

    const rows = await query<Record<string, string | null>>(
      'select name, email, phone, platform, message, locale from contact_message where subject = $1',
      [subject],
    );
    expect(rows).toEqual([
      {
        name: 'Rosa Díaz',
        email,
        phone: '(555) 321-7788',
        platform: 'walmart-spark',
        message: 'My account was deactivated on Monday.\nThe background check mixed me up with someone else.',
        locale: lang,
      },
    ]);
    // The e-mail's subject holds nothing the visitor wrote; theirs is in the body.
    const staffMails = () => mailsTo(STAFF_EMAIL).filter((mail) => mail.text.includes(`Тема: ${subject}`));
    await expect.poll(() => staffMails().length, { timeout: 15_000 }).toBe(1);
    const [mail] = staffMails();
    expect(mail!.text).toContain(email);
    expect(mail!.text).toContain('Walmart Spark Driver');
    expect(mail!.text).toContain('The background check mixed me up with someone else.');
  });
}
