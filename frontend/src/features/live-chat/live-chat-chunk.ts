import { currentLanguage, registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/live-chat.json';
import es from '@/locales/es/live-chat.json';
import { LiveChatClient } from './lib/live-chat-client';

/*
 * The live chat itself, fetched only when wanted (useLiveChatLoader imports this module
 * dynamically): socket.io-client and these texts stay out of the public pages' first load.
 */
registerNamespace('liveChat', { en, es });

export { LiveChatPanel, useLiveChatState } from './components/live-chat-panel';

/** The visitor's chat connection for this page; the support widget keeps it while the page lives. */
export function createLiveChatClient(): LiveChatClient {
  return new LiveChatClient({ locale: currentLanguage });
}
