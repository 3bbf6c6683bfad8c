import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { coverSources } from '../lib/posts';
import { CARD_TAGS, type BlogPostSummary } from '../lib/types';
import { CategoryBadge, ReadTime } from './post-meta';

/** SPEC §2 card: image, category, read time, title, excerpt, at most three tags, author, link. */
export function PostCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  const { t } = useTranslation('blog');
  const cover = coverSources(post);
  const href = paths.blogPost.getHref(post.slug);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={cover.src}
        srcSet={cover.srcSet}
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw"
        width={480}
        height={270}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryBadge category={post.category} />
          <ReadTime post={post} />
        </div>
        <h2 className="text-lg font-bold text-slate-900">
          {/* The whole card is the link's target area; the title keeps the accessible name. */}
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline">
            {post.title}
          </Link>
        </h2>
        <p className="text-slate-700">{post.excerpt}</p>
        <ul aria-label={t('tagsLabel')} className="flex flex-wrap gap-2">
          {post.tags.slice(0, CARD_TAGS).map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-center justify-between pt-2 text-sm text-slate-600">
          <span>{t('by', { author: post.author })}</span>
          <span aria-hidden="true" className="text-brand-700 transition group-hover:translate-x-1">
            →
          </span>
        </div>
      </div>
    </article>
  );
}
