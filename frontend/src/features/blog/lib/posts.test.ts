import { describe, expect, it } from 'vitest';
import { postLoaders } from 'virtual:blog-index';
import { blogPosts } from './posts';
import { BLOG_CATEGORIES, CARD_TAGS } from './types';

const AUTHORS = ['Expert Team', 'Prevention Team', 'Success Team', 'Strategy Team', 'Research Team', 'Legal Team'];

describe('the blog content (SPEC §3 blog post summary)', () => {
  it('has 49 posts with ids "1" to "49", each once, and unique slugs', () => {
    expect(blogPosts).toHaveLength(49);
    expect(blogPosts.map((post) => Number(post.id)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 49 }, (_, index) => index + 1),
    );
    expect(new Set(blogPosts.map((post) => post.slug)).size).toBe(49);
    for (const post of blogPosts) expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(blogPosts.map((post) => [post.slug, post] as const))('%s: front matter in the SPEC shape', (_slug, post) => {
    expect(post.date >= '2025-05-01' && post.date <= '2025-08-31').toBe(true);
    expect(post.readMinutes).toBeGreaterThanOrEqual(6);
    expect(post.readMinutes).toBeLessThanOrEqual(18);
    expect(post.readTime).toBe(`${post.readMinutes} min read`);
    expect(AUTHORS).toContain(post.author);
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
    for (const category of BLOG_CATEGORIES)
      expect(blogPosts.filter((post) => post.category === category).length, category).toBeGreaterThan(0);
  });

  it('every post has its article, with sections, a call to action to the form and nothing unsafe', async () => {
    for (const post of blogPosts) {
      const { default: article } = await postLoaders[post.slug]!();
      expect(article.slug).toBe(post.slug);
      expect((article.html.match(/<h2>/g) ?? []).length, post.slug).toBeGreaterThanOrEqual(4);
      expect(article.html, post.slug).toContain('href="/#application-form"');
      expect(article.html, post.slug).not.toMatch(/<script|<img|<iframe|on\w+=|javascript:/i);
      expect(article.html, post.slug).not.toMatch(/<h1/);
    }
  });
});
