import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';

/** Renders the whole app, its provider and routes included, as if the browser had opened `path`. */
export function renderApp(path = '/'): RenderResult {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
