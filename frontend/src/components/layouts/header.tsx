import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLink } from './brand-link';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';

const MOBILE_MENU_ID = 'mobile-menu';

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setMenuOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    closeMenu();
    toggleRef.current?.focus();
  };

  return (
    <header onKeyDown={closeOnEscape} className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <BrandLink placement="header" />
        <nav aria-label={t('nav.label')} className="hidden md:block">
          <NavLinks variant="bar" />
        </nav>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <LanguageSwitcher />
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 sm:px-3 md:hidden"
          >
            <MenuIcon open={menuOpen} />
            {/* Icon only on narrow phones, where the word would push the header wider than the screen. */}
            <span className="sr-only sm:not-sr-only">{t('header.menu')}</span>
          </button>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        aria-label={t('nav.label')}
        hidden={!menuOpen}
        // Over the page rather than in its flow: opening it never pushes the content (or the scroll position) down.
        className="absolute inset-x-0 top-full border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-md md:hidden"
      >
        <NavLinks variant="panel" onNavigate={closeMenu} />
      </nav>
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
      )}
    </svg>
  );
}
