import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/components/ui/cn';

/** The panel's sections: the cases (the dashboard), the live chat inbox and the audit log, chosen by `?section=`. */
export type AdminSection = 'cases' | 'chat' | 'audit';

export function sectionOf(params: URLSearchParams): AdminSection {
  const section = params.get('section');
  return section === 'chat' || section === 'audit' ? section : 'cases';
}

const hrefOf = (section: AdminSection) => (section === 'cases' ? paths.admin.getHref() : `${paths.admin.getHref()}?section=${section}`);

/** The sections' links under the top bar; an address per section, so a reload or a new tab keeps it. */
export function AdminSections({ current }: { current: AdminSection }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('sections.label')} className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <ul className="flex gap-2">
        {(['cases', 'chat', 'audit'] as const).map((section) => (
          <li key={section}>
            <Link
              to={hrefOf(section)}
              aria-current={section === current ? 'page' : undefined}
              className={cn(
                'inline-flex h-11 items-center rounded-lg px-4 text-base font-semibold',
                section === current ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100',
              )}
            >
              {t(`sections.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
