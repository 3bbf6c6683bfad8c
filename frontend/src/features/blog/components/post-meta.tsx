import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { BlogPostSummary } from '../lib/types';

const DATE_LOCALES = { en: 'en-US', es: 'es-US' } as const;

/** "June 4, 2025" in the reader's language; the date is a calendar day, so no time zone moves it. */
export function usePostDate(date: string): string {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(DATE_LOCALES[currentLanguage(i18n)], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The category badge (its label in the reader's language). */
export function CategoryBadge({ category }: { category: string }) {
  const { t } = useTranslation('blog');
  return (
    <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
      {t(`categories.${category}`, { defaultValue: category })}
    </span>
  );
}

export function ReadTime({ post }: { post: BlogPostSummary }) {
  const { t } = useTranslation('blog');
  return <span>{t('readTime', { count: post.readMinutes })}</span>;
}
