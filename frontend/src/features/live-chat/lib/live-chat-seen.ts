import { compareIds, latestId, type ChatEntry } from '@/lib/chat/chat-messages';

/**
 * What the visitor has seen of the conversation: the unread count of the launcher's badge (staff
 * replies after the newest message seen), and the `seen` reports that tell staff. A message counts as
 * seen only while the conversation is on screen: the panel open on it, the page not hidden.
 */
export class LiveChatSeen {
  /** Whether the panel shows the conversation. */
  visible = false;
  /** The newest id the server was told of since the connection opened. */
  private reportedId: string | null = null;

  /** `seenId`: the newest message seen, as stored by an earlier page. */
  constructor(private seenId: string | null) {}

  get lastSeenId(): string | null {
    return this.seenId;
  }

  onScreen(): boolean {
    return this.visible && (typeof document === 'undefined' || document.visibilityState !== 'hidden');
  }

  /** Staff replies newer than the newest message seen; none while the conversation is on screen. */
  unread(messages: readonly ChatEntry[]): number {
    if (this.onScreen()) return 0;
    const seen = this.seenId;
    return messages.filter((entry) => entry.isAdmin && entry.id !== null && (seen === null || compareIds(entry.id, seen) > 0))
      .length;
  }

  /** On screen, the newest message becomes the newest seen; true when that changed (worth storing). */
  catchUp(messages: readonly ChatEntry[]): boolean {
    const newest = latestId(messages);
    if (!this.onScreen() || !newest || (this.seenId !== null && compareIds(newest, this.seenId) <= 0)) return false;
    this.seenId = newest;
    return true;
  }

  /** The id to report with `seen` now, or null when the server knows it already (`force`: tell it again). */
  toReport(messages: readonly ChatEntry[], force: boolean): string | null {
    const newest = latestId(messages);
    if (!this.onScreen() || !newest) return null;
    if (!force && this.reportedId !== null && compareIds(newest, this.reportedId) <= 0) return null;
    this.reportedId = newest;
    return newest;
  }

  /** A new connection has been told nothing yet. */
  connectionOpened(): void {
    this.reportedId = null;
  }
}
