import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { footerNavigation } from '@/config/navigation';
import { paths } from '@/config/paths';
import { BrandLink } from './brand-link';
import { SupportContacts } from '@/components/content/support-contacts';

const socialNetworks = ['facebook', 'instagram', 'youtube'] as const;

const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase';
const linkClass = 'rounded-sm text-slate-300 underline-offset-4 hover:text-white hover:underline';

export function Footer() {
  const { t } = useTranslation();
  return (
    // Lighter focus rings: the default brand colour would vanish on this dark background.
    <footer className="bg-brand-950 text-slate-300 [--focus-ring:var(--color-accent-300)]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <BrandLink placement="footer" />
          <p className="mt-4 max-w-md text-sm leading-6">{t('footer.about')}</p>
        </div>

        <div>
          <h2 className={headingClass}>{t('footer.support.heading')}</h2>
          <SupportContacts
            emailLabel={t('footer.support.email')}
            phoneLabel={t('footer.support.phone')}
            className="mt-4 space-y-3 text-sm"
            termClassName="text-slate-400"
            linkClassName={linkClass}
          />
          <p className="mt-3 text-sm text-slate-400">{t('footer.support.replyTime')}</p>
        </div>

        <div className="space-y-8">
          <nav aria-labelledby="footer-company-heading">
            <h2 id="footer-company-heading" className={headingClass}>
              {t('footer.company.heading')}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {footerNavigation.map((item) => (
                <li key={item.route}>
                  <Link to={paths[item.route].getHref()} className={linkClass}>
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={headingClass}>{t('footer.social.heading')}</h2>
            {/* Placeholders until the accounts exist: names only, never links that go nowhere. */}
            <ul className="mt-4 flex flex-wrap gap-2 text-sm">
              {socialNetworks.map((network) => (
                <li key={network} className="rounded-full border border-white/15 px-3 py-1 text-slate-300">
                  {t(`footer.social.${network}`)}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-slate-400">{t('footer.social.comingSoon')}</p>
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs leading-5 text-slate-400 sm:px-6 lg:px-8">
          <p>{t('footer.disclaimer')}</p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
