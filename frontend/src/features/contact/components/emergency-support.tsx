import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { AlertIcon, PhoneIcon } from '@/components/content/icons';
import { supportContacts } from '@/lib/support-contacts';

/** The emergency support call (SPEC §2 /contact): a tel: link to the support line, near the top on phones. */
export function EmergencySupport() {
  const { t } = useTranslation('contact');
  return (
    <section
      aria-labelledby="contact-emergency-title"
      className="flex flex-col gap-4 rounded-2xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <span className="mt-0.5 text-red-700">
          <AlertIcon className="size-6" />
        </span>
        <div>
          <h2 id="contact-emergency-title" className="text-lg font-bold text-slate-900">
            {t('emergency.title')}
          </h2>
          <p className="mt-1 text-slate-700">{t('emergency.text')}</p>
        </div>
      </div>
      <a
        href={supportContacts().phoneHref}
        // Wraps on narrow phones rather than overflowing the card.
        className={buttonClasses({
          variant: 'danger',
          size: 'md',
          className: 'min-h-12 w-full shrink-0 !h-auto py-2.5 text-center leading-snug !whitespace-normal sm:w-auto sm:text-lg',
        })}
      >
        <PhoneIcon className="hidden size-5 sm:block" />
        {t('emergency.button')}
      </a>
    </section>
  );
}
