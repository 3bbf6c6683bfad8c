/*
 * The visitor's live chat, as other features may use it (the support widget hosts it). Light on
 * purpose: the chat itself (socket.io-client, its texts, the panel) is a chunk of its own that
 * useLiveChatLoader fetches when wanted, so it stays out of the public pages' first load.
 */
export { useLiveChatLoader, useLiveChatUnread, type LiveChatLoader, type LoadedLiveChat } from './hooks/use-live-chat-loader';
export type { LiveChatClient } from './lib/live-chat-client';
export type { LiveChatState } from './lib/live-chat-state';
/** What the chat keeps in the visitor's browser: the conversation to resume and the messages not yet acknowledged. */
export { hasRecentLiveChat, hasStoredLiveChat, LIVE_CHAT_OUTBOX_KEY, LIVE_CHAT_SESSION_KEY } from './lib/live-chat-storage';
