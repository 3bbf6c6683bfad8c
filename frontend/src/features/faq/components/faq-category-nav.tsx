import { useTranslation } from 'react-i18next';
import { faqCategories } from '../data/faq-categories';
import { faqCategoryAnchor } from './faq-category-card';

/** Jump links to the six category cards, so a reader on a phone skips straight to their topic. */
export function FaqCategoryNav() {
  const { t } = useTranslation('faq');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap justify-center gap-2">
        {faqCategories.map(({ id }) => (
          <li key={id}>
            <a
              href={`#${faqCategoryAnchor(id)}`}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 transition-colors hover:bg-brand-50 hover:text-brand-900"
            >
              {t(`categories.${id}.title`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
