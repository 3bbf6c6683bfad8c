import { expect, test, type Page } from '@playwright/test';

/** The /faq page and the five platform landing pages of SPEC §2, in English and Spanish. */

type Lang = 'en' | 'es';

const main = (page: Page) => page.getByRole('main');
const card = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
/** A question is a native <summary>; its <details> holds the open state. */
const question = (page: Page, cardName: string, name: string) =>
  card(page, cardName).locator('details').filter({ has: page.locator('summary', { hasText: name }) });
const expectOpen = (item: ReturnType<typeof question>, open: boolean) =>
  open ? expect(item).toHaveAttribute('open', '') : expect(item).not.toHaveAttribute('open');

test.beforeEach(async ({ page }) => {
  // The scroll and exit-intent popups (overlays.spec.ts) could cover what we click; mark them as already seen.
  await page.addInitScript(() => {
    sessionStorage.setItem('help-popup-shown', '1');
    sessionStorage.setItem('exit-intent-shown', '1');
  });
});

/** Opens a page and waits for hydration, so clicks reach React. */
async function open(page: Page, path: string, lang: Lang, title: string) {
  await page.goto(`${path}?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The floating overlays load when the visitor first acts (here, a mouse move).
  await page.mouse.move(5, 5);
  await expect(page.locator('[data-floating-overlays]')).toBeAttached();
}

const FAQ = {
  en: {
    title: 'Frequently Asked Questions',
    categories: [
      'General Services',
      'Process & Timeline',
      'Success & Guarantees',
      'Platform-Specific Questions',
      'Payment & Refunds',
      'Communication & Support',
    ],
    payment: 'Payment & Refunds',
    cost: 'How much does it cost?',
    costAnswer: /A one-time fee of \$200 USD per case/,
    whenToPay: 'When do I pay?',
    success: 'Success & Guarantees',
    guarantee: 'Do you guarantee that my account will be reactivated?',
    stillTitle: 'Still Have Questions?',
    contact: 'Contact Us',
    review: 'Free Case Review',
  },
  es: {
    title: 'Preguntas frecuentes',
    categories: [
      'Servicios generales',
      'Proceso y plazos',
      'Éxito y garantías',
      'Preguntas por plataforma',
      'Pagos y reembolsos',
      'Comunicación y soporte',
    ],
    payment: 'Pagos y reembolsos',
    cost: '¿Cuánto cuesta?',
    costAnswer: /Una tarifa única de \$200 USD por caso/,
    whenToPay: '¿Cuándo pago?',
    success: 'Éxito y garantías',
    guarantee: '¿Garantizan que mi cuenta será reactivada?',
    stillTitle: '¿Aún tienes preguntas?',
    contact: 'Contáctanos',
    review: 'Evaluación gratuita',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  const text = FAQ[lang];

  test.describe(`/faq in ${lang}`, () => {
    test('shows the six category cards and the "still have questions" card with its links', async ({ page }) => {
      await open(page, '/faq', lang, text.title);
      const headings = main(page).getByRole('heading', { level: 2 });
      await expect(headings).toHaveText([...text.categories, text.stillTitle]);
      for (const name of text.categories) await expect(card(page, name)).toBeVisible();

      const still = card(page, text.stillTitle);
      await expect(still.getByRole('link', { name: text.contact, exact: true })).toHaveAttribute('href', '/contact');
      await expect(still.getByRole('link', { name: text.review, exact: true })).toHaveAttribute(
        'href',
        '/free-case-review',
      );
    });

    test('opens one question at a time per card, independently of the other cards, and can close them all', async ({
      page,
    }) => {
      await open(page, '/faq', lang, text.title);
      const cost = question(page, text.payment, text.cost);
      const whenToPay = question(page, text.payment, text.whenToPay);
      const guarantee = question(page, text.success, text.guarantee);
      const paymentQuestions = card(page, text.payment).locator('details');
      const expanded = card(page, text.payment).locator('details[open]');

      await expect(paymentQuestions).toHaveCount(5);
      await expect(expanded).toHaveCount(0);

      await guarantee.locator('summary').click();
      await expectOpen(guarantee, true);

      await cost.locator('summary').click();
      await expectOpen(cost, true);
      await expect(main(page).getByText(text.costAnswer)).toBeVisible();

      // A second question in the same card closes the first.
      await whenToPay.locator('summary').click();
      await expectOpen(whenToPay, true);
      await expectOpen(cost, false);
      await expect(main(page).getByText(text.costAnswer)).toBeHidden();
      await expect(expanded).toHaveCount(1);
      // The other card keeps its own open question.
      await expectOpen(guarantee, true);

      // Clicking the open question closes it: every question of the card is closed.
      await whenToPay.locator('summary').click();
      await expectOpen(whenToPay, false);
      await expect(expanded).toHaveCount(0);
      await expectOpen(guarantee, true);
    });
  });
}

const PLATFORM_TEXT = {
  en: {
    reasons: 'Common deactivation reasons',
    steps: 'How we help in 3 steps',
    prepare: 'What to prepare',
    review: 'Get my free case review',
    form: 'Apply on the home page',
  },
  es: {
    reasons: 'Motivos comunes de desactivación',
    steps: 'Cómo te ayudamos en 3 pasos',
    prepare: 'Qué preparar',
    review: 'Evaluar mi caso gratis',
    form: 'Solicitar desde el inicio',
  },
} as const;

const PLATFORM_PAGES = [
  {
    path: '/amazon-flex-reactivation',
    rate: { en: '95%', es: '95 %' },
    title: {
      en: 'Amazon Flex Account Deactivated? Get Back on the Road',
      es: '¿Desactivaron tu cuenta de Amazon Flex? Vuelve a la ruta',
    },
  },
  {
    path: '/doordash-reactivation',
    rate: { en: '89%', es: '89 %' },
    title: {
      en: 'DoorDash Account Deactivated? Get Back to Dashing',
      es: '¿Desactivaron tu cuenta de DoorDash? Vuelve a repartir',
    },
  },
  {
    path: '/uber-lyft-reactivation',
    rate: { en: '92%', es: '92 %' },
    title: {
      en: 'Uber or Lyft Account Deactivated? Get Back on the Road',
      es: '¿Desactivaron tu cuenta de Uber o Lyft? Vuelve a manejar',
    },
  },
  {
    path: '/instacart-reactivation',
    rate: { en: '91%', es: '91 %' },
    title: {
      en: 'Instacart Account Deactivated? Get Back to Shopping',
      es: '¿Desactivaron tu cuenta de Instacart? Vuelve a comprar y repartir',
    },
  },
  {
    path: '/spark-reactivation',
    rate: { en: '88%', es: '88 %' },
    title: {
      en: 'Spark Driver Account Deactivated? Get Back to Delivering',
      es: '¿Desactivaron tu cuenta de Spark Driver? Vuelve a hacer entregas',
    },
  },
] as const;

for (const { path, title, rate } of PLATFORM_PAGES) {
  for (const lang of ['en', 'es'] as const) {
    const text = PLATFORM_TEXT[lang];

    test(`${path} in ${lang} shows its reasons, 3 steps and calls to action`, async ({ page }) => {
      await open(page, path, lang, title[lang]);
      await expect(main(page).getByText(rate[lang], { exact: true })).toBeVisible();

      const reasons = card(page, text.reasons);
      await expect(reasons.getByRole('heading', { level: 2 })).toHaveText(text.reasons);
      expect(await reasons.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);

      const steps = card(page, text.steps);
      await expect(steps.getByRole('listitem')).toHaveCount(3);
      await expect(card(page, text.prepare).getByRole('listitem').first()).toBeVisible();

      const reviewLinks = main(page).getByRole('link', { name: text.review, exact: true });
      await expect(reviewLinks).toHaveCount(2);
      for (const link of await reviewLinks.all()) await expect(link).toHaveAttribute('href', '/free-case-review');
      await expect(main(page).getByRole('link', { name: text.form, exact: true })).toHaveAttribute(
        'href',
        '/#application-form',
      );
    });
  }
}

test('the hero call to action of a platform page opens the free case review', async ({ page }) => {
  await open(page, '/doordash-reactivation', 'en', 'DoorDash Account Deactivated? Get Back to Dashing');
  await main(page).getByRole('link', { name: PLATFORM_TEXT.en.review, exact: true }).first().click();
  await expect(page).toHaveURL(/\/free-case-review$/);
});
