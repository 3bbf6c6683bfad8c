import { render, screen, within, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';

/**
 * What a component finds around it in the app: the i18n instance and the toast viewport. The app's
 * own provider (app/provider.tsx) brings the viewport in only once the visitor acts; here it is
 * there from the start, so a test sees every toast.
 */
function TestProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {children}
      <Toaster />
    </I18nextProvider>
  );
}

/** Renders routes with the providers around them, as if the browser had opened `path`. */
export function renderRoutes(routes: RouteObject[], path = '/'): RenderResult {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

/** Renders one component with the providers and a router around it. */
export function renderWithProviders(ui: ReactElement, path = '/'): RenderResult {
  return renderRoutes([{ path: '*', element: ui }], path);
}

/** Renders `element` at `path` (matching `pattern`), with a stand-in success page to land on after a payment. */
export function renderRoute(element: ReactElement, pattern: string, path: string): RenderResult {
  return renderRoutes(
    [
      { path: pattern, element },
      { path: '/payment-success/:caseNumber', element: <p>Success page stand-in</p> },
    ],
    path,
  );
}

/** The toast with this title, once it shows. */
export async function findToast(title: string) {
  const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
  return within(region).findByText(title);
}
