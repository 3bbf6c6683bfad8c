import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { headerNavigation } from '@/config/navigation';
import { paths } from '@/config/paths';

export type NavLinksProps = {
  variant: 'bar' | 'panel';
  onNavigate?: () => void;
};

/** The header's page links, laid out as a row (wide screens) or a stacked panel (phones). */
export function NavLinks({ variant, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const bar = variant === 'bar';
  return (
    <ul className={bar ? 'flex items-center gap-0.5 xl:gap-1' : 'flex flex-col gap-1'}>
      {headerNavigation.map((item) => (
        <li key={item.route}>
          <NavLink
            to={paths[item.route].getHref()}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              [
                'block rounded-md font-medium transition-colors',
                bar ? 'px-2 py-2 text-sm whitespace-nowrap xl:px-3' : 'px-3 py-3 text-base',
                isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              ].join(' ')
            }
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
