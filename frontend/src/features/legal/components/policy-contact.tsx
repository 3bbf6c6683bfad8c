import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { policyPageIds, type PolicyPageId } from '../data/policy';
import { SupportContacts } from '@/components/content/support-contacts';

const linkClass = 'rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The support e-mail and phone at the end of each policy, with links to the other policies. */
export function PolicyContact({ page }: { page: PolicyPageId }) {
  const { t } = useTranslation('legal');
  return (
    <aside aria-labelledby="policy-contact-heading" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 id="policy-contact-heading" className="text-lg font-bold text-slate-900">
        {t('shared.contact.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('shared.contact.body')}</p>
      <SupportContacts
        emailLabel={t('shared.contact.email')}
        phoneLabel={t('shared.contact.phone')}
        className="mt-4 grid gap-3 sm:grid-cols-2"
        termClassName="text-sm text-slate-600"
        linkClassName={linkClass}
      />
      <p className="mt-4">
        <Link to={paths.contact.getHref()} className={linkClass}>
          {t('shared.contact.form')}
        </Link>
      </p>
      <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('shared.related')}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {policyPageIds
          .filter((other) => other !== page)
          .map((other) => (
            <li key={other}>
              <Link to={paths[other].getHref()} className={linkClass}>
                {t(`${other}.title`)}
              </Link>
            </li>
          ))}
      </ul>
    </aside>
  );
}
