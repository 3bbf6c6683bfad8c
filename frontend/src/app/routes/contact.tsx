import { useTranslation } from 'react-i18next';
import { ContactFormSection } from '@/features/contact/components/contact-form-section';
import { ContactInfoPanel } from '@/features/contact/components/contact-info-panel';
import { EmergencySupport } from '@/features/contact/components/emergency-support';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/contact.json';
import es from '@/locales/es/contact.json';

registerNamespace('contact', { en, es });

/** /contact (SPEC §2): the contact form, contact details, business hours, service area and emergency support. */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('subtitle')}</p>
      </header>
      <EmergencySupport />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ContactFormSection />
        <ContactInfoPanel />
      </div>
    </div>
  );
}
