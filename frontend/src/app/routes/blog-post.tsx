import { useParams } from 'react-router-dom';
import { PostPage } from '@/features/blog/components/post-article';
import { loadPost } from '@/features/blog/lib/posts';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/blog.json';
import es from '@/locales/es/blog.json';

registerNamespace('blog', { en, es });

// Opened on an article: start fetching its text with this module, before React renders.
if (typeof window !== 'undefined') {
  const slug = /^\/blog\/([^/]+)$/.exec(window.location.pathname)?.[1];
  if (slug) void loadPost(decodeURIComponent(slug));
}

/** /blog/:slug (SPEC §2): the article, or "Post Not Found". */
export default function BlogPostRoute() {
  const { slug = '' } = useParams();
  return <PostPage key={slug} slug={slug} />;
}
