import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/components/ui/cn';

/** The panel's sections, each with its own address: the cases (and each case's page), the chat inbox, the journal, the outcome report, the saved replies. */
const SECTIONS = [
  { key: 'cases', href: paths.admin.getHref(), owns: (path: string) => path === paths.admin.path || path.startsWith('/admin/cases/') },
  { key: 'chat', href: paths.adminChat.getHref(), owns: (path: string) => path === paths.adminChat.path },
  { key: 'audit', href: paths.adminJournal.getHref(), owns: (path: string) => path === paths.adminJournal.path },
  { key: 'report', href: paths.adminReport.getHref(), owns: (path: string) => path === paths.adminReport.path },
  { key: 'macros', href: paths.adminMacros.getHref(), owns: (path: string) => path === paths.adminMacros.path },
] as const;

/**
 * The sections' links under the top bar. The section of the page shown is marked: as the page
 * itself on its own address, as the current section on one of its pages (a case's page is in "Заявки").
 */
export function AdminSections() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('sections.label')} className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <ul className="flex flex-wrap gap-2">
        {SECTIONS.map((section) => {
          const current = section.owns(pathname);
          return (
            <li key={section.key}>
              <Link
                to={section.href}
                aria-current={current ? (pathname === section.href ? 'page' : 'true') : undefined}
                className={cn(
                  'inline-flex h-11 items-center rounded-lg px-4 text-base font-semibold',
                  current ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100',
                )}
              >
                {t(`sections.${section.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
