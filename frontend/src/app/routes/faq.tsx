import { useTranslation } from 'react-i18next';
import { FaqCategoryCard } from '@/features/faq/components/faq-category-card';
import { FaqCategoryNav } from '@/features/faq/components/faq-category-nav';
import { FaqContactCard } from '@/features/faq/components/faq-contact-card';
import { faqCategories } from '@/features/faq/data/faq-categories';
import { PageHero } from '@/components/content/page-hero';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/faq.json';
import es from '@/locales/es/faq.json';

registerNamespace('faq', { en, es });

/** /faq: six category cards, each with one open answer at most, and a closing contact card (SPEC §2). */
export default function FaqRoute() {
  const { t } = useTranslation('faq');
  return (
    <>
      <PageHero title={t('title')} description={t('subtitle')} />
      <div className="bg-slate-50 pt-8 pb-16 sm:pt-12 sm:pb-24">
        <div className="mx-auto max-w-3xl space-y-8 px-4 sm:px-6 lg:px-8">
          <FaqCategoryNav />
          {faqCategories.map((category) => (
            <FaqCategoryCard key={category.id} category={category} />
          ))}
          <FaqContactCard />
        </div>
      </div>
    </>
  );
}
