import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { supportContacts } from '@/lib/support-contacts';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div
        aria-hidden="true"
        className="mb-8 flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/60"
      >
        <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M12 3v18M5 6h11l3 3-3 3H5zM8 14h-3l-2 2.5 2 2.5h3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('notFound.description')}</p>
      <Link
        to={paths.home.getHref()}
        className="mt-10 inline-flex items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
      >
        {t('notFound.home')}
      </Link>
      <p className="mt-10 text-sm text-slate-600">
        {t('notFound.help')}{' '}
        <a
          href={supportContacts().emailHref}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {supportContacts().email}
        </a>
      </p>
    </section>
  );
}
