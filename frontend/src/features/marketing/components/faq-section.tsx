import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { faqIds } from '../data/faq';
import { SectionHeading } from '@/components/content/section-heading';

/** Six questions that open independently: several answers can be read side by side (SPEC §4). */
export function FaqSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="faq-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-heading" eyebrow={t('faq.eyebrow')} title={t('faq.title')} />
        <Accordion type="multiple" className="mt-10 shadow-sm">
          {faqIds.map((id) => (
            <AccordionItem key={id} value={id}>
              <AccordionTrigger>{t(`faq.items.${id}.question`)}</AccordionTrigger>
              <AccordionContent>
                <p>{t(`faq.items.${id}.answer`)}</p>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
