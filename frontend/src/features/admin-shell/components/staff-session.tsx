import { createContext, useContext } from 'react';

/** Who is signed in, as the server has verified the token, and a way to read it again (after the second factor is turned on). */
export type StaffSession = { username: string; totpEnabled: boolean; refresh: () => void };

export const StaffSessionContext = createContext<StaffSession | null>(null);

/** The verified session of the page's StaffGate; only pages behind the gate ask for it. */
export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession is used outside a StaffGate');
  return session;
}
