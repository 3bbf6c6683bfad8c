import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHero } from '@/components/content/page-hero';
import { useHydrated } from '@/hooks/use-hydrated';
import { currentLanguage } from '@/lib/i18n';
import { blogPostsIn } from '../lib/posts';
import { BLOG_CATEGORIES } from '../lib/types';
import { CategoryFilter } from './category-filter';
import { PostCard } from './post-card';

const CATEGORY_PARAM = 'category';
const GRID_ID = 'blog-grid';

const GRID_CLASSES = 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** /blog: title, the category filter (its choice kept in the address, so it can be shared) and the grid. */
export function BlogListing() {
  const { t, i18n } = useTranslation('blog');
  const lang = currentLanguage(i18n);
  const blogPosts = blogPostsIn(lang);
  const [params, setParams] = useSearchParams();
  // The prerendered page shows every post; a shared ?category= applies once the app has taken over,
  // so hydration draws exactly what the HTML holds.
  const hydrated = useHydrated();
  const requested = params.get(CATEGORY_PARAM);
  const selected = hydrated && requested && (BLOG_CATEGORIES as readonly string[]).includes(requested) ? requested : null;
  const shown = selected ? blogPosts.filter((post) => post.category === selected) : blogPosts;
  // Hydrating the prerendered page, the 49 cards are taken over as they are, not re-rendered: that
  // work would hold the phone's main thread for the longest part of the load. Their links are plain
  // links to prerendered articles. React draws the grid itself once a filter is chosen.
  // Kept for the language it was drawn in: switching language draws the other language's cards.
  const [prerendered] = useState(() =>
    !hydrated && typeof document !== 'undefined' ? { html: document.getElementById(GRID_ID)?.innerHTML ?? null, lang } : null,
  );
  const prerenderedGrid = prerendered?.lang === lang ? prerendered.html : null;
  const [filtered, setFiltered] = useState(false);

  const select = (category: string | null) => {
    setFiltered(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (category) next.set(CATEGORY_PARAM, category);
        else next.delete(CATEGORY_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <>
      <PageHero title={t('title')} description={t('subtitle')} />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <CategoryFilter selected={selected} onSelect={select} />
        <p role="status" className="mt-6 text-center text-sm text-slate-600">
          {t('count', { count: shown.length })}
        </p>
        {prerenderedGrid !== null && !filtered && !selected ? (
          <ul id={GRID_ID} className={GRID_CLASSES} dangerouslySetInnerHTML={{ __html: prerenderedGrid }} />
        ) : (
          <ul id={GRID_ID} className={GRID_CLASSES}>
            {shown.map((post, index) => (
              <li key={post.slug} className="flex">
                <PostCard post={post} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
