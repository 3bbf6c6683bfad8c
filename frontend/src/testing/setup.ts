import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initReactI18next } from 'react-i18next';
import { i18n, initI18n, loadLanguage } from '@/lib/i18n';

// The support contacts as the server writes them into every page (from SUPPORT_EMAIL and SUPPORT_PHONE).
const supportMeta: Array<[string, string]> = [
  ['support-email', 'support@example.com'],
  ['support-phone', '+1 (555) 010-0200'],
];
for (const [name, content] of supportMeta) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

// findBy* and waitFor wait for what the user would see; their default 1 s is shorter than a busy CI machine
// takes to render a step and a dialog (a wizard test timed out about 1 run in 3 under load). Still a wait, not a sleep.
configure({ asyncUtilTimeout: 5000 });

// Tests run on i18next itself (the home page's first load starts on lib/i18n-lite.ts, checked against it).
await initI18n('en');
// A component rendered without the app provider finds the instance as react-i18next's global one.
initReactI18next.init(i18n);
// Both languages' shell texts up front, so a test can switch with i18n.changeLanguage at once.
await Promise.all([loadLanguage('en'), loadLanguage('es')]);

// jsdom has no layout, so it leaves scrolling unimplemented; the router's scroll restoration calls it.
window.scrollTo = () => undefined;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  window.localStorage.clear();
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
