import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** /services, /how-it-works and /testimonials (SPEC §2), in English and Spanish. */

const PLATFORMS = [
  'Amazon Flex',
  'Uber',
  'Uber Eats',
  'Lyft',
  'DoorDash',
  'Walmart Spark Driver',
  'Instacart',
  'Roadie',
  'Shipt',
  'Grubhub',
  'TaskRabbit',
];

const copy = {
  en: {
    cta: { primary: 'Get my free case review', secondary: 'Start my appeal' },
    services: {
      h1: 'Expert help to get your gig account reactivated',
      heroCta: 'Get a free case review',
      core: 'Four services, one complete appeal',
      cards: ['Case evaluation', 'Appeal strategy', 'Document preparation', 'Ongoing appeal support'],
      platforms: 'Platforms We Support',
      platformList: 'Supported platforms',
      why: 'Why Choose Us',
      whyNote: 'We are not a law firm',
      ctaTitle: 'Ready to get back to work?',
    },
    process: {
      h1: 'How our reactivation process works',
      heroCta: 'Start with a free case review',
      steps: 'Our 5-step process',
      stepTitles: [
        'Submit your free case review',
        'Expert review',
        'Strategy & payment',
        'Appeal preparation & submission',
        'Platform response & follow-up',
      ],
      timeframes: ['About 5 minutes', 'Within 24-48 hours', '1-2 business days', '1-3 business days', '3-14 days'],
      trust: 'Honest, transparent and on your side',
      timeline: 'A typical timeline',
      timelineLabels: ['Day 1', 'Day 2', 'Day 3', 'Week 1-2', 'Result'],
      ctaTitle: 'Take the first step today',
    },
    testimonials: {
      h1: 'Success stories from gig workers like you',
      stats: 'Our results in numbers',
      statValues: ['92%', '500+', '4.9/5', '24/7'],
      stories: 'What our clients say',
      rating: 'Rated 5 out of 5',
      verified: 'Verified client',
      reactivated: 'Reactivated in 9 days',
      privacy: 'Names are shortened',
      ctaTitle: 'Your story could be next',
    },
  },
  es: {
    cta: { primary: 'Pedir mi revisión gratuita', secondary: 'Comenzar mi apelación' },
    services: {
      h1: 'Ayuda experta para reactivar tu cuenta de app',
      heroCta: 'Pedir revisión gratuita',
      core: 'Cuatro servicios, una apelación completa',
      cards: ['Evaluación del caso', 'Estrategia de apelación', 'Preparación de documentos', 'Apoyo continuo en la apelación'],
      platforms: 'Plataformas con las que trabajamos',
      platformList: 'Plataformas con las que trabajamos',
      why: 'Por qué elegirnos',
      whyNote: 'No somos un bufete de abogados',
      ctaTitle: '¿Listo para volver a trabajar?',
    },
    process: {
      h1: 'Cómo funciona nuestro proceso de reactivación',
      heroCta: 'Empezar con la revisión gratuita',
      steps: 'Nuestro proceso en 5 pasos',
      stepTitles: [
        'Envía tu revisión gratuita del caso',
        'Revisión experta',
        'Estrategia y pago',
        'Preparación y envío de la apelación',
        'Respuesta de la plataforma y seguimiento',
      ],
      timeframes: ['Unos 5 minutos', 'En 24-48 horas', '1-2 días hábiles', '1-3 días hábiles', '3-14 días'],
      trust: 'Honestos, transparentes y de tu lado',
      timeline: 'Un calendario típico',
      timelineLabels: ['Día 1', 'Día 2', 'Día 3', 'Semana 1-2', 'Resultado'],
      ctaTitle: 'Da el primer paso hoy',
    },
    testimonials: {
      h1: 'Casos de éxito de trabajadores como tú',
      stats: 'Nuestros resultados en cifras',
      statValues: ['92 %', '500+', '4,9/5', '24/7'],
      stories: 'Lo que dicen nuestros clientes',
      rating: 'Calificación de 5 de 5',
      verified: 'Cliente verificado',
      reactivated: 'Cuenta reactivada en 9 días',
      privacy: 'Los nombres se abrevian',
      ctaTitle: 'Tu historia puede ser la próxima',
    },
  },
} as const;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectPageTitle(page: Page, h1: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
}

/** The closing band: the free case review and the home page's application form. */
async function expectClosingCta(page: Page, title: string, lang: keyof typeof copy) {
  const band = region(page, title);
  await expect(band.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(band.getByRole('link', { name: copy[lang].cta.primary })).toHaveAttribute('href', '/free-case-review');
  await expect(band.getByRole('link', { name: copy[lang].cta.secondary })).toHaveAttribute('href', '/#application-form');
}

for (const lang of ['en', 'es'] as const) {
  const text = copy[lang];

  test.describe(`marketing pages in ${lang}`, () => {
    test('/services shows the hero, 4 core services, 11 platforms, why choose us and a call to action', async ({ page }) => {
      const t = text.services;
      await page.goto(`/services?lang=${lang}`);
      await expectPageTitle(page, t.h1);
      await expect(region(page, t.h1).getByRole('link', { name: t.heroCta })).toHaveAttribute('href', '/free-case-review');

      await expect(region(page, t.core).getByRole('heading', { level: 3 })).toHaveText([...t.cards]);

      const platforms = region(page, t.platforms);
      await expect(platforms.getByRole('heading', { level: 2, name: t.platforms })).toBeVisible();
      const list = platforms.getByRole('list', { name: t.platformList });
      await expect(list.getByRole('listitem')).toHaveCount(11);
      for (const name of PLATFORMS) await expect(list.getByRole('img', { name, exact: true })).toBeVisible();

      const why = region(page, t.why);
      await expect(why.getByRole('heading', { level: 3 })).toHaveCount(6);
      await expect(why.getByText(t.whyNote)).toBeVisible();

      await expectClosingCta(page, t.ctaTitle, lang);
    });

    test('/how-it-works shows 5 timed steps, 4 trust cards, the typical timeline and a call to action', async ({ page }) => {
      const t = text.process;
      await page.goto(`/how-it-works?lang=${lang}`);
      await expectPageTitle(page, t.h1);
      await expect(region(page, t.h1).getByRole('link', { name: t.heroCta })).toHaveAttribute('href', '/free-case-review');

      const steps = region(page, t.steps);
      await expect(steps.getByRole('listitem')).toHaveCount(5);
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText([...t.stepTitles]);
      for (const timeframe of t.timeframes) await expect(steps.getByText(timeframe)).toBeVisible();

      await expect(region(page, t.trust).getByRole('heading', { level: 3 })).toHaveCount(4);

      const timeline = region(page, t.timeline);
      await expect(timeline.getByRole('listitem')).toHaveCount(5);
      await expect(timeline.getByRole('heading', { level: 3 })).toHaveText([...t.timelineLabels]);

      await expectClosingCta(page, t.ctaTitle, lang);
    });

    test('/testimonials shows 4 statistics, 12 verified 5-star stories and a call to action', async ({ page }) => {
      const t = text.testimonials;
      await page.goto(`/testimonials?lang=${lang}`);
      await expectPageTitle(page, t.h1);

      await expect(region(page, t.stats).locator('dd')).toHaveText([...t.statValues]);

      const stories = region(page, t.stories);
      await expect(stories.getByRole('heading', { level: 2, name: t.stories })).toBeVisible();
      await expect(stories.getByRole('listitem')).toHaveCount(12);
      await expect(stories.getByRole('img', { name: t.rating, exact: true })).toHaveCount(12);
      await expect(stories.getByText(t.verified, { exact: true })).toHaveCount(12);
      await expect(stories.getByText(t.reactivated, { exact: true })).toBeVisible();
      await expect(stories.getByText(t.privacy)).toBeVisible();

      await expectClosingCta(page, t.ctaTitle, lang);
    });

    for (const path of ['/services', '/how-it-works', '/testimonials']) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        const severe = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(severe).toEqual([]);
      });
    }
  });
}

test.describe('marketing calls to action', () => {
  test('the free case review button leads to the wizard', async ({ page }) => {
    await page.goto('/services?lang=en');
    await region(page, copy.en.services.ctaTitle).getByRole('link', { name: copy.en.cta.primary }).click();
    await expect(page).toHaveURL(/\/free-case-review$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Free Case Review' })).toBeVisible();
  });

  test('the appeal button leads to the application form on the home page', async ({ page }) => {
    await page.goto('/testimonials?lang=en');
    await region(page, copy.en.testimonials.ctaTitle).getByRole('link', { name: copy.en.cta.secondary }).click();
    await expect(page).toHaveURL(/\/#application-form$/);
    await expect(page.locator('#application-form')).toBeInViewport();
  });
});

test.describe('marketing pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('nothing is wider than the screen', async ({ page }) => {
    for (const path of ['/services', '/how-it-works', '/testimonials']) {
      for (const lang of ['en', 'es']) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    }
  });
});
