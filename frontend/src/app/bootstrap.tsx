import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale, type Locale } from '@reactivation/contracts';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter, loadMatchedRoutes } from '@/app/router';
import { i18n, initI18n } from '@/lib/i18n';
import { takeInitialLanguage } from '@/lib/language';

/**
 * Starts the app: hydrates the prerendered page, or renders the shell's empty root. Loaded by
 * main.tsx once the page has painted.
 */


/**
 * Runs once the app has taken over the page: marks <html data-app-ready> (the browser tests wait
 * for it before they click) and, on a prerendered page written in the other language, moves to the
 * visitor's own.
 */
function AppReady({ language, children }: { language: Locale; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
  return children;
}

export async function start(root: HTMLElement): Promise<void> {
  // Before the router starts: reading the language may remove ?lang= from the address.
  const preferred = takeInitialLanguage();
  // A prerendered page holds its HTML already, written in the language of <html lang>.
  const prerenderedIn = root.firstElementChild ? document.documentElement.lang : null;
  if (isLocale(prerenderedIn)) {
    initI18n(prerenderedIn);
    await loadMatchedRoutes(window.location.pathname);
    const app = (
      <StrictMode>
        <AppProvider>
          <AppReady language={preferred}>
            <AppRouter router={createAppRouter()} />
          </AppReady>
        </AppProvider>
      </StrictMode>
    );
    // Hydrated in one go, not as a transition: a time-sliced hydration leaves a window in which a
    // tap on a link or button of the not yet hydrated page can be swallowed.
    hydrateRoot(root, app);
    return;
  }
  initI18n(preferred);
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppReady language={preferred}>
          <AppRouter router={createAppRouter()} />
        </AppReady>
      </AppProvider>
    </StrictMode>,
  );
}

