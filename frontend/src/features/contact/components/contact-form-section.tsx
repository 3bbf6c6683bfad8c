import { useTranslation } from 'react-i18next';
import { ContactForm } from './contact-form';

/** The form in its card, with its heading. */
export function ContactFormSection() {
  const { t } = useTranslation('contact');
  return (
    <section
      aria-labelledby="contact-form-title"
      className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-title" className="mb-4 text-2xl font-bold text-slate-900">
        {t('form.title')}
      </h2>
      <ContactForm />
    </section>
  );
}
