import type { Locale } from '@reactivation/contracts';
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { APPLICATION_FORM_ID, paths } from '@/config/paths';
import { coverSources, loadPost, relatedPosts } from '../lib/posts';
import type { BlogPost } from '../lib/types';
import { CategoryBadge, ReadTime, usePostDate } from './post-meta';
import { PostCard } from './post-card';
import { ShareButton } from './share-button';

/** Styles of the article's HTML (compiled from Markdown at build time). */
const PROSE = [
  'text-lg leading-relaxed text-slate-800',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-slate-800',
  '[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold [&_strong]:text-slate-900',
].join(' ');

function Article({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const date = usePostDate(post.date);
  const cover = coverSources(post);
  const url =
    typeof window === 'undefined'
      ? paths.blogPost.getHref(post.slug)
      : `${window.location.origin}${paths.blogPost.getHref(post.slug)}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to={paths.blog.getHref()} className="text-sm font-medium text-brand-800 underline underline-offset-2">
        ← {t('backToBlog')}
      </Link>
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryBadge category={post.category} />
          <ReadTime post={post} />
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-slate-600">
          <span>{t('by', { author: post.author })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.date}>{date}</time>
        </p>
        <ul aria-label={t('tagsLabel')} className="mt-4 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
      </header>
      <img
        src={cover.src}
        srcSet={cover.srcSet}
        sizes="(min-width: 768px) 46rem, 92vw"
        width={1200}
        height={675}
        alt=""
        fetchPriority="high"
        className="mt-8 aspect-video w-full rounded-xl object-cover"
      />
      {/* Sanitised at build time (build/blog-content.ts): only headings, paragraphs, lists, quotes, emphasis and links. */}
      <div className={`mt-8 ${PROSE}`} dangerouslySetInnerHTML={{ __html: post.html }} />
      <div className="mt-10 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
        <ShareButton title={post.title} url={url} />
      </div>
      <aside aria-labelledby="post-cta-title" className="mt-10 rounded-xl bg-brand-700 px-6 py-8 text-white">
        <h2 id="post-cta-title" className="text-2xl font-bold">
          {t('ctaTitle')}
        </h2>
        <p className="mt-3 text-brand-50">{t('ctaBody')}</p>
        <a href={`/#${APPLICATION_FORM_ID}`} className={buttonClasses({ className: 'mt-6' })}>
          {t('ctaButton')}
        </a>
      </aside>
      <section aria-labelledby="related-title" className="mt-12">
        <h2 id="related-title" className="text-2xl font-bold text-slate-900">
          {t('related')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {relatedPosts(post).map((related) => (
            <li key={related.slug} className="flex">
              <PostCard post={related} />
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

function PostNotFound() {
  const { t } = useTranslation('blog');
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('notFound.body')}</p>
      <Link to={paths.blog.getHref()} className={buttonClasses({ variant: 'secondary', className: 'mt-8' })}>
        {t('notFound.link')}
      </Link>
    </div>
  );
}

function LoadedPost({ slug, lang }: { slug: string; lang: Locale }) {
  const loading = loadPost(slug, lang);
  // Already loaded (always so in the prerender): drawn at once, without suspending.
  const post =
    loading.status === 'fulfilled' ? (loading.value ?? null) : use<BlogPost | null>(loading as Promise<BlogPost | null>);
  return post ? <Article post={post} /> : <PostNotFound />;
}

function Loading() {
  const { t } = useTranslation('blog');
  return (
    <p role="status" className="mx-auto max-w-3xl px-4 py-20 text-center text-slate-600">
      {t('loading')}
    </p>
  );
}

/**
 * /blog/:slug. The article's text is its own chunk: the server renderer waits for it, and while the
 * browser fetches it during hydration, React keeps the prerendered HTML on screen.
 */
export function PostPage({ slug, lang }: { slug: string; lang: Locale }) {
  return (
    <Suspense fallback={<Loading />}>
      <LoadedPost slug={slug} lang={lang} />
    </Suspense>
  );
}
