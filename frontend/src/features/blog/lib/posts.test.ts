import { LOCALES, type Locale } from '@reactivation/contracts';
import { describe, expect, it } from 'vitest';
import { postLoaders } from 'virtual:blog-index';
import { blogPostsIn, findPost } from './posts';
import { BLOG_CATEGORIES, CARD_TAGS, type BlogPost } from './types';

const AUTHORS: Record<Locale, string[]> = {
  en: ['Expert Team', 'Prevention Team', 'Success Team', 'Strategy Team', 'Research Team', 'Legal Team'],
  es: ['Equipo de Expertos', 'Equipo de Prevención', 'Equipo de Casos de Éxito', 'Equipo de Estrategia', 'Equipo de Investigación', 'Equipo Legal'],
};

const article = async (lang: Locale, slug: string): Promise<BlogPost> => (await postLoaders[lang][slug]!()).default;
/** The sections of an article: its headings, by level. */
const sections = (html: string) => (html.match(/<h[234]>/g) ?? []).join('');

describe.each(LOCALES)('the blog content in %s (SPEC §3 blog post summary)', (lang) => {
  const posts = blogPostsIn(lang);

  it('has 49 posts with ids "1" to "49", each once, and unique slugs', () => {
    expect(posts).toHaveLength(49);
    expect(posts.map((post) => Number(post.id)).sort((a, b) => a - b)).toEqual(Array.from({ length: 49 }, (_, index) => index + 1));
    expect(new Set(posts.map((post) => post.slug)).size).toBe(49);
    for (const post of posts) expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(posts.map((post) => [post.slug, post] as const))('%s: front matter in the SPEC shape', (_slug, post) => {
    expect(post.lang).toBe(lang);
    expect(post.date >= '2025-05-01' && post.date <= '2025-08-31').toBe(true);
    expect(post.readMinutes).toBeGreaterThanOrEqual(6);
    // SPEC §9: 6 to 18 minutes; Spanish says the same in about 15 % more words.
    expect(post.readMinutes).toBeLessThanOrEqual(lang === 'en' ? 18 : 21);
    expect(post.readTime).toBe(`${post.readMinutes} min read`);
    expect(AUTHORS[lang]).toContain(post.author);
    expect(BLOG_CATEGORIES).toContain(post.category);
    expect(post.tags.length).toBeGreaterThanOrEqual(1);
    expect(post.tags.slice(0, CARD_TAGS).length).toBeLessThanOrEqual(3);
    expect(post.title.length).toBeGreaterThan(20);
    expect(post.excerpt.length).toBeGreaterThan(60);
    expect(post.metaDescription.length).toBeGreaterThan(80);
    expect(post.keywords.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(post.image).length).toBeGreaterThanOrEqual(3);
  });

  it('covers every category filter with at least one post', () => {
    for (const category of BLOG_CATEGORIES) expect(posts.filter((post) => post.category === category).length, category).toBeGreaterThan(0);
  });

  it('every post has its article, with sections, a call to action to the form and nothing unsafe', async () => {
    const form = lang === 'en' ? 'href="/#application-form"' : `href="/?lang=${lang}#application-form"`;
    for (const post of posts) {
      const { slug, html } = await article(lang, post.slug);
      expect(slug).toBe(post.slug);
      expect((html.match(/<h2>/g) ?? []).length, post.slug).toBeGreaterThanOrEqual(4);
      expect(html, post.slug).toContain(form);
      expect(html, post.slug).not.toMatch(/<script|<img|<iframe|on\w+=|javascript:/i);
      expect(html, post.slug).not.toMatch(/<h1/);
    }
  });
});

describe('the blog in both languages', () => {
  it('has every article in English and in Spanish, with the same id, date, category and cover', () => {
    const english = blogPostsIn('en');
    const spanish = blogPostsIn('es');
    expect(spanish.map((post) => post.slug).sort()).toEqual(english.map((post) => post.slug).sort());
    for (const post of english) {
      const translated = findPost(post.slug, 'es')!;
      expect({ id: translated.id, date: translated.date, category: translated.category, image: translated.image }).toEqual({
        id: post.id,
        date: post.date,
        category: post.category,
        image: post.image,
      });
      expect(translated.title, post.slug).not.toBe(post.title);
    }
  });

  it('gives the two versions of each article the same sections (headings of the same levels, in order)', async () => {
    for (const post of blogPostsIn('en')) {
      const [english, spanish] = await Promise.all([article('en', post.slug), article('es', post.slug)]);
      expect(sections(spanish.html), post.slug).toBe(sections(english.html));
    }
  });

  it('makes a Spanish article link to the Spanish versions of the site pages it names', async () => {
    const { html } = await article('es', 'how-to-write-gig-deactivation-appeal-letter');
    const own = [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!);
    expect(own.length).toBeGreaterThan(0);
    for (const href of own) expect(href).toMatch(/[?&]lang=es(#|$)/);
  });
});
