import { useCallback, useEffect, useRef } from 'react';
import type { CaseMessage } from '@reactivation/contracts';
import { markRepliesSeen } from '../api/case-room-api';

/**
 * How long a staff reply must stay on screen, the tab in front, before it counts as read: a page
 * that loads and is gone at once (a link checker's browser) reads nothing.
 */
export const SEEN_AFTER_MS = 1000;

/** Half of the reply is on screen, or it fills half the screen (a reply taller than the screen). */
function readable(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= 0.5) return true;
  const screen = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRect.height >= screen / 2;
}

const tabHidden = () => document.visibilityState === 'hidden';

/**
 * Tells the server which staff reply the client has actually had in front of them: the newest one
 * on screen (IntersectionObserver) for SEEN_AFTER_MS while the tab is visible. Replies not reported
 * are e-mailed as unseen after CHAT_REPLY_EMAIL_AFTER_SECONDS, so a mail scanner that only loads
 * the link cannot suppress that e-mail. Returns the ref to put on each staff reply's element.
 */
export function useSeenReplies(token: string, messages: readonly CaseMessage[]) {
  const elements = useRef(new Map<string, HTMLElement>());
  /** The newest reply the server was told of (or is being told of) by this page. */
  const reported = useRef<string | null>(null);
  // The staff replies in order, as one string: the observer is set up again only when they change.
  const key = messages
    .filter((message) => message.author === 'staff')
    .map((message) => message.id)
    .join(',');

  const replyRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    [],
  );

  useEffect(() => {
    const ids = key ? key.split(',') : [];
    if (ids.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const order = new Map(ids.map((id, index) => [id, index]));
    const onScreen = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const newestOnScreen = () => Math.max(-1, ...[...onScreen].map((id) => order.get(id) ?? -1));
    const newestReported = () => (reported.current === null ? -1 : (order.get(reported.current) ?? -1));
    const report = () => {
      timer = undefined;
      const newest = newestOnScreen();
      if (tabHidden() || newest <= newestReported()) return;
      const id = ids[newest]!;
      const before = reported.current;
      reported.current = id;
      markRepliesSeen(token, id).catch((error: unknown) => {
        console.error('Telling the server a reply was seen failed', error);
        // Told again the next time a reply comes on screen.
        if (reported.current === id) reported.current = before;
      });
    };
    // Starts the wait while a newer reply is on screen and the tab visible; anything else stops it.
    const consider = () => {
      if (tabHidden() || newestOnScreen() <= newestReported()) {
        clearTimeout(timer);
        timer = undefined;
      } else {
        timer ??= setTimeout(report, SEEN_AFTER_MS);
      }
    };

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.messageId;
          if (!id) continue;
          if (readable(entry)) onScreen.add(id);
          else onScreen.delete(id);
        }
        consider();
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    for (const id of ids) {
      const element = elements.current.get(id);
      if (element) observer.observe(element);
    }
    document.addEventListener('visibilitychange', consider);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', consider);
    };
  }, [token, key]);

  return replyRef;
}
