import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { initI18n } from '@/lib/i18n';
import { takeInitialLanguage } from '@/lib/language';
import './index.css';

// Before the router starts: reading the language may remove ?lang= from the address.
initI18n(takeInitialLanguage());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
