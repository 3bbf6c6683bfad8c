import { useSyncExternalStore } from 'react';

/** SPEC §3 "Stored in the browser": the staff token lives in localStorage under this key. */
export const ADMIN_TOKEN_KEY = 'admin-token';

const listeners = new Set<() => void>();

/**
 * Set when staff sign out on purpose, cleared by the next sign-in: the sign-in page then opens plain,
 * not with the page they left as `?next=` (which is for a session that ended by itself).
 */
let signedOutOnPurpose = false;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function publish(): void {
  for (const listener of listeners) listener();
}

export function getAdminToken(): string | null {
  try {
    return storage()?.getItem(ADMIN_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function setAdminToken(token: string): void {
  signedOutOnPurpose = false;
  try {
    storage()?.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // A blocked storage keeps no session; the panel then asks to log in again.
  }
  publish();
}

/** Forgets the token (logout, a 401, a failed check); every panel page then goes to the login page. */
export function clearAdminToken(): void {
  try {
    storage()?.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
  publish();
}

/** "Выйти": forgets the token, and the panel's pages go to a plain sign-in page. */
export function signOutHere(): void {
  signedOutOnPurpose = true;
  clearAdminToken();
}

/** Whether the token went because staff signed out on purpose (see `signOutHere`). */
export function leftOnPurpose(): boolean {
  return signedOutOnPurpose;
}

/** Calls `listener` when the token changes here or in another tab. */
export function subscribeAdminToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ADMIN_TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const noToken = () => null;

/** The stored token, kept current: null once logged out or after a 401. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribeAdminToken, getAdminToken, noToken);
}
