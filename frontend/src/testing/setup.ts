import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';

initI18n('en');

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
