import type { Locale } from '@reactivation/contracts';
import { postLoaders, posts } from 'virtual:blog-index';
import type { BlogPost, BlogPostSummary } from './types';

/** Every post in `lang`, newest first (summaries only: an article's text is its own chunk). */
export function blogPostsIn(lang: Locale): readonly BlogPostSummary[] {
  return posts[lang];
}

export function findPost(slug: string, lang: Locale): BlogPostSummary | undefined {
  return posts[lang].find((post) => post.slug === slug);
}

/** A promise that says, once settled, what it resolved to (the shape React's `use()` reads). */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loading = new Map<string, TrackedPromise<BlogPost | null>>();

/**
 * The whole article in `lang`, or null for an unknown slug; one request per post and language,
 * shared by every caller. Once settled, the promise carries `status` and `value` as React's `use()`
 * reads them, so a page whose article is loaded renders at once instead of suspending. The
 * prerender relies on that: a boundary that suspends there would need an inline script to reveal
 * it, which the CSP forbids.
 */
export function loadPost(slug: string, lang: Locale): TrackedPromise<BlogPost | null> {
  const key = `${lang}/${slug}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = Object.hasOwn(postLoaders[lang], slug) ? postLoaders[lang][slug] : undefined;
    const tracked: TrackedPromise<BlogPost | null> = load ? load().then((module) => module.default) : Promise.resolve(null);
    void tracked.then((value) => Object.assign(tracked, { status: 'fulfilled', value }));
    promise = tracked;
    loading.set(key, promise);
  }
  return promise;
}

/** Other posts of the same category first, then the newest others, in the post's language. */
export function relatedPosts(post: BlogPostSummary, count = 3): BlogPostSummary[] {
  const others = posts[post.lang].filter((candidate) => candidate.slug !== post.slug);
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
