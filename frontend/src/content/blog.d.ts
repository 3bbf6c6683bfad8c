/** Modules made at build time from the Markdown in content/blog/ (see build/blog-content.ts). */
declare module 'virtual:blog-index' {
  import type { BlogPostSummary } from '@/features/blog/lib/types';
  export const posts: BlogPostSummary[];
  export const postLoaders: Record<string, () => Promise<{ default: BlogPostSummary & { html: string } }>>;
}
