import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/content/icons';
import { SupportContacts } from '@/components/content/support-contacts';

const BUSINESS_DAYS = ['weekdays', 'saturday', 'sunday'] as const;

const linkClass = 'font-semibold break-all text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

function InfoCard({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <span className="text-brand-700">{icon}</span>
        {title}
      </h2>
      <div className="mt-3 text-slate-700">{children}</div>
    </section>
  );
}

/** Contact details, business hours and service area (SPEC §2 /contact), beside the form. */
export function ContactInfoPanel() {
  const { t } = useTranslation('contact');
  return (
    <div className="flex flex-col gap-5">
      <InfoCard id="contact-details-title" title={t('details.title')} icon={<MailIcon />}>
        <SupportContacts
          emailLabel={t('details.email')}
          phoneLabel={t('details.phone')}
          className="flex flex-col gap-3"
          termClassName="text-sm text-slate-600"
          linkClassName={linkClass}
          phoneIcon={<PhoneIcon className="size-4" />}
        />
        <p className="mt-3 text-sm text-slate-600">{t('details.replyTime')}</p>
      </InfoCard>

      <InfoCard id="contact-hours-title" title={t('hours.title')} icon={<ClockIcon />}>
        <dl className="flex flex-col gap-3">
          {BUSINESS_DAYS.map((day) => (
            <div key={day}>
              <dt className="font-medium text-slate-900">{t(`hours.${day}.days`)}</dt>
              <dd>{t(`hours.${day}.time`)}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>

      <InfoCard id="contact-area-title" title={t('area.title')} icon={<MapPinIcon />}>
        <p className="font-semibold text-slate-900">{t('area.name')}</p>
        <p className="mt-1">{t('area.text')}</p>
      </InfoCard>

      <section
        aria-labelledby="contact-review-title"
        className="rounded-2xl bg-brand-900 p-5 text-white [--focus-ring:var(--color-accent-300)]"
      >
        <h2 id="contact-review-title" className="text-lg font-bold">
          {t('review.title')}
        </h2>
        <p className="mt-2 text-brand-50">{t('review.text')}</p>
        <Link
          to={paths.freeCaseReview.getHref()}
          className="mt-3 inline-block rounded-sm font-semibold text-white underline underline-offset-4 hover:text-accent-200"
        >
          {t('review.link')}
        </Link>
      </section>
    </div>
  );
}
