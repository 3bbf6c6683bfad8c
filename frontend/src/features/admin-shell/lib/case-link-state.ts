/**
 * What the list tells a case's page it opens (router state): the page's "back to the list" then goes
 * back in history, to the list with its search, filters and page, instead of to a fresh list.
 */
export type CaseLinkState = { fromList: true };

export function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<CaseLinkState>).fromList === true;
}
