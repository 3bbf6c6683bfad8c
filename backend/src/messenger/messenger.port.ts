/**
 * Where the live chat is relayed to staff (DESIGN §2 "Messenger"): a thread per conversation, so a
 * reply in a thread maps back to one chat session; and where urgent staff alerts go (card disputes).
 * Adapters: Telegram; none when unconfigured.
 */
export interface Messenger {
  /** Opens a thread for one conversation; answers its id. */
  openThread(title: string): Promise<string>;
  /** Posts a text in a thread. */
  send(threadId: string, text: string): Promise<void>;
  /** Posts a staff alert outside any conversation's thread (the group's main topic): a card dispute, say. */
  alert(text: string): Promise<void>;
}

/** DI token of the messenger; its value is null when no messenger is configured. */
export const MESSENGER = Symbol('MESSENGER');
