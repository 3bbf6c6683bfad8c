import { useOutletContext } from 'react-router-dom';

/** Who is logged in, as the admin page has verified it; the layout's top bar shows it. */
export type AdminSession = { username: string; totpEnabled: boolean };

/** What the admin layout hands its pages through the router outlet. */
export type AdminShell = { setSession: (session: AdminSession | null) => void };

/** The layout's shell, or undefined when a page is drawn without it (unit tests). */
export function useAdminShell(): AdminShell | undefined {
  return useOutletContext<AdminShell | undefined>();
}
