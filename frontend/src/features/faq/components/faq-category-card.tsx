import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { supportContacts } from '@/lib/support-contacts';
import type { FaqCategory } from '../data/faq-categories';

export type FaqCategoryCardProps = { category: FaqCategory };

/** The anchor of a category card, for the jump links above the cards. */
export const faqCategoryAnchor = (id: FaqCategory['id']): string => `faq-${id}`;

/**
 * One category: its heading and a question list in which at most one answer is open and all
 * may be closed (SPEC §2). Each card keeps its own open question, independent of the others.
 */
export function FaqCategoryCard({ category }: FaqCategoryCardProps) {
  const { t } = useTranslation('faq');
  const anchor = faqCategoryAnchor(category.id);
  const headingId = `${anchor}-heading`;
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {t(`categories.${category.id}.title`)}
      </h2>
      <Accordion type="single" className="mt-4 !rounded-none !border-x-0 !border-b-0">
        {category.questions.map((id) => (
          <AccordionItem key={id} value={id}>
            <AccordionTrigger className="!px-0">{t(`questions.${id}.question`)}</AccordionTrigger>
            <AccordionContent className="!px-0">
              <p>
                {t(`questions.${id}.answer`, {
                  email: supportContacts().email,
                  phone: supportContacts().phone,
                })}
              </p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
