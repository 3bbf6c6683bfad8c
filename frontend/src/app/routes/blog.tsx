import { BlogListing } from '@/features/blog/components/blog-listing';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/blog.json';
import es from '@/locales/es/blog.json';

registerNamespace('blog', { en, es });

/** /blog (SPEC §2): the articles, filterable by category. */
export default function BlogPage() {
  return <BlogListing />;
}
