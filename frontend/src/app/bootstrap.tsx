import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale, type Locale } from '@reactivation/contracts';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter, loadMatchedRoutes } from '@/app/router';
import { i18n, initI18n, loadLanguage, switchLanguage, upgradeI18n } from '@/lib/i18n';
import { whenVisitorActs } from '@/lib/when-visitor-acts';
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
function AppReady({ language, onReady, children }: { language: Locale; onReady: () => void; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    if (i18n.language !== language) void switchLanguage(language);
    onReady();
  }, [language, onReady]);
  return children;
}

/** `onReady` runs once the app has taken over (the entry replays the typing and the tap made before that). */
export async function start(root: HTMLElement, onReady: () => void = () => undefined): Promise<void> {
  // Before the router starts: reading the language may remove ?lang= from the address.
  const preferred = takeInitialLanguage();
  // A prerendered page holds its HTML already, written in the language of <html lang>.
  const prerenderedIn = root.firstElementChild ? document.documentElement.lang : null;
  if (isLocale(prerenderedIn)) {
    // The prerendered home page hydrates with the translations' stand-in and fetches i18next when the
    // visitor first acts (ADR 0040); every other page has it before it renders, as before.
    const home = window.location.pathname === '/';
    await Promise.all([initI18n(prerenderedIn, { standIn: home }), loadLanguage(prerenderedIn), loadMatchedRoutes(window.location.pathname)]);
    if (home) whenVisitorActs(() => void upgradeI18n().catch(() => undefined), null);
    const app = (
      <StrictMode>
        <AppProvider>
          <AppReady language={preferred} onReady={onReady}>
            <AppRouter router={createAppRouter({ hydrating: true })} />
          </AppReady>
        </AppProvider>
      </StrictMode>
    );
    // Hydrated as a transition, in slices of a few milliseconds, so the page answers scrolling and
    // typing meanwhile instead of freezing for one long task. A tap on a button before hydration
    // has finished, and text typed before it, are kept by the entry (lib/early-input.ts) and replayed by AppReady; links and
    // <details> work natively all along.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  await Promise.all([initI18n(preferred), loadLanguage(preferred)]);
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppReady language={preferred} onReady={onReady}>
          <AppRouter router={createAppRouter()} />
        </AppReady>
      </AppProvider>
    </StrictMode>,
  );
}

