import { CHAT_TEXT_MAX } from '@reactivation/contracts';
import type { ChatService } from '../chat/chat.service';
import type { StaffRepliesService } from '../chat/staff-replies.service';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { TelegramUpdatesService } from './telegram-updates.service';

const STAFF_CHAT = -100123;

/** The chat's services as far as staff replies use them, recording each reply posted (StaffRepliesService delivers it). */
function setUp(options: { fresh?: boolean } = {}) {
  const posted: Array<{ sessionId: string; clientId: string; author: string; text: string }> = [];
  const chat = {
    sessionByThread: async (thread: string) => (thread === '77' ? { id: 'session-1' } : null),
  } as unknown as ChatService;
  const replies = {
    post: async (sessionId: string, clientId: string, author: string, text: string) => {
      posted.push({ sessionId, clientId, author, text });
      return { fresh: options.fresh ?? true, message: { id: 'm1', text, isAdmin: true, timestamp: '2026-05-17T10:00:00.000Z' } };
    },
  } as unknown as StaffRepliesService;
  const service = new TelegramUpdatesService(chat, replies, { TELEGRAM_CHAT_ID: String(STAFF_CHAT) } as Env);
  return { service, posted };
}

const update = (message: Record<string, unknown>, updateId = 5) => ({
  update_id: updateId,
  message: { message_thread_id: 77, chat: { id: STAFF_CHAT }, from: { is_bot: false, first_name: 'Olga' }, text: 'Hello', ...message },
});

describe('TelegramUpdatesService', () => {
  it('posts a staff message in a known topic as a staff reply, keyed by the update id', async () => {
    const { service, posted } = setUp();
    await expect(service.handle(update({ text: '  We are on it  ' }))).resolves.toBe('delivered');
    expect(posted).toEqual([{ sessionId: 'session-1', clientId: 'tg-5', author: 'Olga', text: 'We are on it' }]);
  });

  it('says duplicate when the chat already had the reply of this update', async () => {
    const { service } = setUp({ fresh: false });
    await expect(service.handle(update({}))).resolves.toBe('duplicate');
  });

  it('ignores another chat, a bot, an empty text, an unknown topic and a message without text', async () => {
    const { service, posted } = setUp();
    const ignored = [
      update({ chat: { id: 42 } }),
      update({ from: { is_bot: true, first_name: 'Relay' } }),
      update({ text: '   ' }),
      update({ message_thread_id: 78 }),
      { update_id: 6, message: { message_thread_id: 77, chat: { id: STAFF_CHAT }, from: { is_bot: false, first_name: 'Olga' } } },
      { update_id: 7 },
    ];
    for (const body of ignored) await expect(service.handle(body)).resolves.toBe('ignored');
    expect(posted).toEqual([]);
  });

  it('clips a long message to the chat limit with an ellipsis and names a nameless author Staff', async () => {
    const { service, posted } = setUp();
    await service.handle(update({ text: 'é'.repeat(CHAT_TEXT_MAX + 10), from: { is_bot: false, first_name: ' ' } }));
    expect([...posted[0]!.text]).toHaveLength(CHAT_TEXT_MAX);
    expect(posted[0]!.text.endsWith('…')).toBe(true);
    expect(posted[0]!.author).toBe('Staff');
  });

  it('refuses a body that is no Bot API update with 400', async () => {
    const { service } = setUp();
    const refusal = await service.handle({ message: {} }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiException);
    expect((refusal as ApiException).getStatus()).toBe(400);
  });
});
