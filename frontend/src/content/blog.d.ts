/** Modules made at build time from the Markdown in content/blog/<lang>/ (see build/blog-content.ts). */
declare module 'virtual:blog-index' {
  import type { Locale } from '@reactivation/contracts';
  import type { BlogPostSummary } from '@/features/blog/lib/types';
  export const posts: Record<Locale, BlogPostSummary[]>;
  export const postLoaders: Record<Locale, Record<string, () => Promise<{ default: BlogPostSummary & { html: string } }>>>;
}
