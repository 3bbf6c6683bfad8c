import { isLocale } from '@reactivation/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PostPage } from '@/features/blog/components/post-article';
import { loadPost } from '@/features/blog/lib/posts';
import { currentLanguage, registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/blog.json';
import es from '@/locales/es/blog.json';

registerNamespace('blog', { en, es });

// Opened on an article: start fetching its text (in the language the page was drawn in) with this
// module, before React renders.
if (typeof window !== 'undefined') {
  const slug = /^\/blog\/([^/]+)$/.exec(window.location.pathname)?.[1];
  const lang = document.documentElement.lang;
  if (slug) void loadPost(decodeURIComponent(slug), isLocale(lang) ? lang : 'en');
}

/** /blog/:slug (SPEC §2): the article in the visitor's language, or "Post Not Found". */
export default function BlogPostRoute() {
  const { slug = '' } = useParams();
  const lang = currentLanguage(useTranslation().i18n);
  return <PostPage key={`${lang}/${slug}`} slug={slug} lang={lang} />;
}
