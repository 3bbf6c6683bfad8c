/** The staff chat inbox: the visitors' conversations with their unread counts, one conversation and the reply box. */
export { ChatInbox } from './components/chat-inbox';
