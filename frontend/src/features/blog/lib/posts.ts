import { postLoaders, posts } from 'virtual:blog-index';
import type { BlogPost, BlogPostSummary } from './types';

/** Every post, newest first (summaries only: an article's text is its own chunk). */
export const blogPosts: readonly BlogPostSummary[] = posts;

export function findPost(slug: string): BlogPostSummary | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

/** A promise that says, once settled, what it resolved to (the shape React's `use()` reads). */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loading = new Map<string, TrackedPromise<BlogPost | null>>();

/**
 * The whole article, or null for an unknown slug; one request per post, shared by every caller.
 * Once settled, the promise carries `status` and `value` as React's `use()` reads them, so a page
 * whose article is loaded renders at once instead of suspending. The prerender relies on that: a
 * boundary that suspends there would need an inline script to reveal it, which the CSP forbids.
 */
export function loadPost(slug: string): TrackedPromise<BlogPost | null> {
  let promise = loading.get(slug);
  if (!promise) {
    const load = Object.hasOwn(postLoaders, slug) ? postLoaders[slug] : undefined;
    const tracked: TrackedPromise<BlogPost | null> = load ? load().then((module) => module.default) : Promise.resolve(null);
    void tracked.then((value) => Object.assign(tracked, { status: 'fulfilled', value }));
    promise = tracked;
    loading.set(slug, promise);
  }
  return promise;
}

/** Other posts of the same category first, then the newest others. */
export function relatedPosts(post: BlogPostSummary, count = 3): BlogPostSummary[] {
  const others = blogPosts.filter((candidate) => candidate.slug !== post.slug);
  const sameCategory = others.filter((candidate) => candidate.category === post.category);
  const sharedTag = others.filter(
    (candidate) => candidate.category !== post.category && candidate.tags.some((tag) => post.tags.includes(tag)),
  );
  return [...sameCategory, ...sharedTag, ...others].filter((item, index, list) => list.indexOf(item) === index).slice(0, count);
}

/** `srcset` of a cover, and its smallest file for `src`. */
export function coverSources(post: BlogPostSummary): { src: string; srcSet: string } {
  const widths = Object.keys(post.image)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    src: post.image[widths[0]!]!,
    srcSet: widths.map((width) => `${post.image[width]} ${width}w`).join(', '),
  };
}
