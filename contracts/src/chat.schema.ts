import * as z from 'zod/mini';
import { LOCALES } from './locales';

/*
 * Live chat over socket.io at path /ws (DESIGN §5). Visitors use the default namespace; staff use
 * `/admin`, authenticated with the admin token. Each client message carries an id made by the
 * client (`clientId`): a retried message is acknowledged again but stored and relayed once. A visitor
 * message may come without one (SPEC §7 sends only sessionId, text and customerName): the server then
 * makes one, and retry de-duplication applies only to clients that send their own.
 */

export const CHAT_PATH = '/ws';
export const CHAT_ADMIN_NAMESPACE = '/admin';
export const CHAT_TEXT_MAX = 2000;
export const CHAT_NAME_MAX = 60;

const text = z.string().check(z.trim(), z.minLength(1, { error: 'field.required' }), z.maxLength(CHAT_TEXT_MAX, { error: 'field.tooLong' }));
const clientId = z.string().check(z.regex(/^[\w-]{8,64}$/, { error: 'field.invalid' }));
/** Message ids grow with time; a client says which it saw last, to be sent what it missed. */
const messageId = z.string().check(z.regex(/^\d{1,18}$/, { error: 'field.invalid' }));

/** Visitor → server `init_chat`: start or resume (with the stored `sessionId`) a conversation. */
export const initChatSchema = z.object({
  customerName: z.string().check(z.trim(), z.minLength(1, { error: 'field.required' }), z.maxLength(CHAT_NAME_MAX, { error: 'field.tooLong' })),
  sessionId: z.optional(z.uuid({ error: 'field.invalid' })),
  /** Optional: where a staff reply the visitor has not seen within 10 minutes is e-mailed. */
  email: z.optional(z.email({ error: 'email.invalid' })),
  locale: z.optional(z.enum(LOCALES)),
  /** The last message the client holds; the server replays everything after it. */
  lastSeenId: z.optional(messageId),
});
export type InitChat = z.output<typeof initChatSchema>;

/** Visitor → server `customer_message` (acknowledged with a ChatAck and `message_sent`). */
export const customerMessageSchema = z.object({
  sessionId: z.uuid({ error: 'field.invalid' }),
  text,
  customerName: z.optional(z.string().check(z.maxLength(CHAT_NAME_MAX))),
  clientId: z.optional(clientId),
});
export type CustomerMessage = z.output<typeof customerMessageSchema>;

/** Visitor → server `seen`: the visitor has read up to this message (stops the e-mail fallback). */
export const chatSeenSchema = z.object({ sessionId: z.uuid(), lastSeenId: messageId });

/** A message as both sides show it (SPEC §3 "Live chat message", plus the client's id). */
export const chatMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  isAdmin: z.boolean(),
  timestamp: z.string(),
  clientId: z.nullable(z.string()),
  /**
   * For staff messages, in what staff receive only: who answered (the staff username, or the first
   * name of a reply from Telegram). Always null in what a visitor receives: they see "our team".
   */
  author: z.nullable(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Server → visitor `session_initialized`. `history` is the whole conversation, or what came after `lastSeenId`. */
export const sessionInitializedSchema = z.object({
  sessionId: z.string(),
  message: z.string(),
  history: z.array(chatMessageSchema),
});
export type SessionInitialized = z.infer<typeof sessionInitializedSchema>;

/** Server → visitor `message_sent` and `admin_message`. */
export const chatEnvelopeSchema = z.object({ sessionId: z.string(), message: chatMessageSchema });
export type ChatEnvelope = z.infer<typeof chatEnvelopeSchema>;

/** The acknowledgement of a client's emit. */
export type ChatAck<T = ChatMessage> = { ok: true; message: T } | { ok: false; error: string; field?: string };

/** Staff → server (`/admin`) `staff_message`, acknowledged with a ChatAck. */
export const staffMessageSchema = z.object({ sessionId: z.uuid(), text, clientId });
export type StaffMessage = z.output<typeof staffMessageSchema>;

/** Staff → server (`/admin`) `open_session` (acknowledged with the history) and `staff_typing`. */
export const staffSessionRefSchema = z.object({ sessionId: z.uuid({ error: 'field.invalid' }) });

/** A conversation as the staff inbox lists it. */
export const chatSessionSummarySchema = z.object({
  sessionId: z.string(),
  customerName: z.string(),
  email: z.nullable(z.string()),
  locale: z.enum(LOCALES),
  lastMessage: z.nullable(chatMessageSchema),
  unread: z.number(),
  updatedAt: z.string(),
});
export type ChatSessionSummary = z.infer<typeof chatSessionSummarySchema>;
