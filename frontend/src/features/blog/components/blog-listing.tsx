import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHero } from '@/components/content/page-hero';
import { useHydrated } from '@/hooks/use-hydrated';
import { blogPosts } from '../lib/posts';
import { BLOG_CATEGORIES } from '../lib/types';
import { CategoryFilter } from './category-filter';
import { PostCard } from './post-card';

const CATEGORY_PARAM = 'category';

/** /blog: title, the category filter (its choice kept in the address, so it can be shared) and the grid. */
export function BlogListing() {
  const { t } = useTranslation('blog');
  const [params, setParams] = useSearchParams();
  // The prerendered page shows every post; a shared ?category= applies once the app has taken over,
  // so hydration draws exactly what the HTML holds.
  const hydrated = useHydrated();
  const requested = params.get(CATEGORY_PARAM);
  const selected = hydrated && requested && (BLOG_CATEGORIES as readonly string[]).includes(requested) ? requested : null;
  const shown = selected ? blogPosts.filter((post) => post.category === selected) : blogPosts;

  const select = (category: string | null) => {
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
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((post, index) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} eager={index < 3} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
