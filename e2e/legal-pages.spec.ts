import { expect, test, type Page } from '@playwright/test';
import { openReady } from './utils/pages';

/** The policy pages of SPEC §2 with the figures of SPEC §9, in English and Spanish. */

type Lang = 'en' | 'es';
type TocCheck = { link: string; hash: string };

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const tocName: Record<Lang, string> = { en: 'On this page', es: 'En esta página' };

async function open(page: Page, path: string, lang: Lang, title: string, updated: string) {
  await openReady(page, `${path}?lang=${lang}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main(page).getByText(updated, { exact: true })).toBeVisible();
}

/** A contents link changes the address to the section's hash and brings its heading into view. */
async function followToc(page: Page, lang: Lang, { link, hash }: TocCheck) {
  await page.getByRole('navigation', { name: tocName[lang] }).getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${hash}$`));
  await expect(main(page).getByRole('heading', { level: 2, name: link, exact: true })).toBeInViewport();
}

const privacy = {
  en: {
    title: 'Privacy Policy',
    updated: 'Last updated: August 4, 2025',
    retention: '4. How long we keep information',
    retentionItems: [/^Case files .*: 7 years\.$/, /^Communications .*: 3 years[.;]/, /^Usage data .*: 2 years\.$/],
  },
  es: {
    title: 'Política de privacidad',
    updated: 'Última actualización: 4 de agosto de 2025',
    retention: '4. Cuánto tiempo conservamos la información',
    retentionItems: [/^Expedientes de casos .*: 7 años\.$/, /^Comunicaciones .*: 3 años[.;]/, /^Datos de uso .*: 2 años\.$/],
  },
};

const terms = {
  en: {
    title: 'Terms of Service',
    updated: 'Last updated: August 4, 2025',
    fees: '2. Fees and payment',
    fee: 'The fee is $200.00 USD per case, charged once.',
    before: /Payment is required before work begins/,
    finalSales: '3. All sales are final',
    nonRefundable: /All sales are final and payments are non-refundable, except .* Refund Policy/,
    liability: '6. Limitation of liability',
    limit: /limited to the fee you paid us: \$200\.00 USD/,
    notLawFirm: /We are not a law firm\. Our specialists are not attorneys/,
  },
  es: {
    title: 'Términos del servicio',
    updated: 'Última actualización: 4 de agosto de 2025',
    fees: '2. Tarifa y pago',
    fee: 'La tarifa es de $200.00 USD por caso y se cobra una sola vez.',
    before: /El pago se requiere antes de que comience el trabajo/,
    finalSales: '3. Todas las ventas son finales',
    nonRefundable: /Todas las ventas son finales y los pagos no son reembolsables, salvo .* Política de reembolso/,
    liability: '6. Limitación de responsabilidad',
    limit: /se limita a la tarifa que nos pagaste: \$200\.00 USD/,
    notLawFirm: /No somos un bufete de abogados\. Nuestros especialistas no son abogados/,
  },
};

const refund = {
  en: {
    title: 'Refund Policy',
    updated: 'Last updated: August 4, 2025',
    timeline: '3. Timeline',
    timings: [
      /^Initial consultation: within 5 business days/,
      /^Refund review: .* within 5 business days\.$/,
      /^Processing: .* within 7-10 business days\./,
      /^Appeal: .* within 30 days\.$/,
      /^Appeal decision: .* within 14 business days\.$/,
    ],
    eligible: '1. When you can get a refund',
    finalSales: /all sales are final and payments are non-refundable/,
    request: '4. How to request a refund',
  },
  es: {
    title: 'Política de reembolso',
    updated: 'Última actualización: 4 de agosto de 2025',
    timeline: '3. Plazos',
    timings: [
      /^Consulta inicial: dentro de los 5 días hábiles/,
      /^Revisión del reembolso: .* dentro de 5 días hábiles\.$/,
      /^Procesamiento: .* dentro de 7 a 10 días hábiles\./,
      /^Apelación: .* dentro de 30 días\.$/,
      /^Decisión de la apelación: .* dentro de 14 días hábiles\.$/,
    ],
    eligible: '1. Cuándo puedes recibir un reembolso',
    finalSales: /todas las ventas son finales y que los pagos no son reembolsables/,
    request: '4. Cómo pedir un reembolso',
  },
};

const termsConditions = {
  en: {
    title: 'Terms and Conditions',
    updated: 'Last updated: August 17, 2025',
    governs: /If the two versions differ, the English version governs\./,
    sections: [
      'Acceptance of these terms',
      'Description of services',
      'Not legal representation',
      'Fees and payment',
      'No guarantee of results',
      'Client responsibilities',
      'Refunds and cancellations',
      'Confidentiality and data',
      'Limitation of liability',
      'Contact and changes',
    ],
  },
  es: {
    title: 'Términos y condiciones',
    updated: 'Última actualización: 17 de agosto de 2025',
    governs: /Si las dos versiones difieren, prevalece la versión en inglés\./,
    sections: [
      'Aceptación de estos términos',
      'Descripción de los servicios',
      'No es representación legal',
      'Tarifa y pago',
      'Sin garantía de resultados',
      'Responsabilidades del cliente',
      'Reembolsos y cancelaciones',
      'Confidencialidad y datos',
      'Limitación de responsabilidad',
      'Contacto y cambios',
    ],
  },
};

for (const lang of ['en', 'es'] as const) {
  test.describe(`policy pages in ${lang}`, () => {
    test('privacy policy: date, retention periods and contents links', async ({ page }) => {
      const copy = privacy[lang];
      await open(page, '/privacy', lang, copy.title, copy.updated);
      await expect(section(page, copy.retention).getByRole('listitem')).toHaveText(copy.retentionItems);
      await followToc(page, lang, { link: copy.retention, hash: 'retention' });
    });

    test('terms of service: the $200 fee, final sales and the liability cap', async ({ page }) => {
      const copy = terms[lang];
      await open(page, '/terms', lang, copy.title, copy.updated);
      await expect(section(page, copy.fees).getByRole('listitem').first()).toHaveText(copy.fee);
      await expect(section(page, copy.fees)).toContainText(copy.before);
      await expect(section(page, copy.finalSales)).toContainText(copy.nonRefundable);
      await expect(section(page, copy.liability)).toContainText(copy.limit);
      await expect(main(page)).toContainText(copy.notLawFirm);
      await followToc(page, lang, { link: copy.liability, hash: 'liability' });
    });

    test('refund policy: the five timings and the link back to the terms', async ({ page }) => {
      const copy = refund[lang];
      await open(page, '/refund', lang, copy.title, copy.updated);
      await expect(section(page, copy.timeline).getByRole('listitem')).toHaveText(copy.timings);
      await expect(main(page)).toContainText(copy.finalSales);
      await expect(section(page, copy.eligible).getByRole('listitem')).toHaveCount(2);
      await expect(section(page, copy.request).getByRole('listitem')).toHaveCount(3);
      await followToc(page, lang, { link: copy.timeline, hash: 'timeline' });
      await expect(main(page).getByRole('link', { name: terms[lang].title, exact: true })).toHaveAttribute('href', '/terms');
    });

    test('terms and conditions: ten numbered sections and the governing language', async ({ page }) => {
      const copy = termsConditions[lang];
      await open(page, '/terms-conditions', lang, copy.title, copy.updated);
      const numbered = copy.sections.map((title, index) => `${index + 1}. ${title}`);
      await expect(main(page).getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveText(numbered);
      await expect(page.getByRole('navigation', { name: tocName[lang] }).getByRole('link')).toHaveText(numbered);
      await expect(main(page)).toContainText(copy.governs);
      await followToc(page, lang, { link: `7. ${copy.sections[6]}`, hash: 'refunds' });
    });
  });
}

test('the language buttons switch a policy page between English and Spanish', async ({ page }) => {
  await open(page, '/terms-conditions', 'en', termsConditions.en.title, termsConditions.en.updated);
  await page.getByRole('banner').getByRole('link', { name: 'ES', exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(termsConditions.es.title);
  await expect(main(page).getByText(termsConditions.es.updated, { exact: true })).toBeVisible();
});
