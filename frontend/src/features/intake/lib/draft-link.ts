/*
 * Where the tab keeps its draft: the token of the draft it saves to (sessionStorage, so another tab
 * starts a draft of its own), and a token from an e-mailed link waiting to be opened. The link
 * carries the token in the fragment (/?lang=es#draft=<token>), which never reaches a server or a log.
 */
const CURRENT_KEY = 'application-draft';
const RESUME_KEY = 'application-draft-resume';
const OFF_KEY = 'application-draft-off';
// The token's shape (contracts' DRAFT_TOKEN_PATTERN), written out: this file is part of the home page's
// first load, which must not pull in the contracts package.
const LINK = /^#draft=([\w-]{32})$/;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // A blocked storage only costs the visitor the draft of this tab.
  }
}

/**
 * Takes a resume link's token out of the address (so it is not bookmarked, shared or read by a tag
 * on the page) and keeps it for the form. Returns whether there was one; the address then points
 * at the form.
 */
export function takeDraftLink(formAnchor: string): boolean {
  if (typeof window === 'undefined') return false;
  const token = LINK.exec(window.location.hash)?.[1];
  if (!token) return false;
  write(RESUME_KEY, token);
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}#${formAnchor}`);
  return true;
}

/** The token of a link to open, taken once. */
export function takeResumeToken(): string | null {
  const token = read(RESUME_KEY);
  write(RESUME_KEY, null);
  return token;
}

export const currentDraftToken = (): string | null => read(CURRENT_KEY);
export const rememberDraftToken = (token: string | null): void => write(CURRENT_KEY, token);

/** The visitor asked not to keep their answers: nothing is saved from this tab. */
export const draftsTurnedOff = (): boolean => read(OFF_KEY) === '1';
export const turnDraftsOff = (): void => write(OFF_KEY, '1');
