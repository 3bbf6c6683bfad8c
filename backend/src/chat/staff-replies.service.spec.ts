import type { ChatMessage } from '@reactivation/contracts';
import type { ChatService } from './chat.service';
import type { StaffChatGateway } from './staff-chat.gateway';
import { StaffRepliesService } from './staff-replies.service';

const message: ChatMessage = { id: 'm1', text: 'We are on it', isAdmin: true, timestamp: '2026-05-17T10:00:00.000Z', clientId: 'tg-5', author: 'Olga' };

/** The chat's store answering `stored` for any post, and the staff gateway recording what it delivers. */
function setUp(stored: { message: ChatMessage; fresh: boolean } | null) {
  const delivered: Array<{ sessionId: string; message: ChatMessage }> = [];
  const chat = { postStaffMessage: async () => stored } as unknown as ChatService;
  const sockets = { deliverStaffReply: (sessionId: string, sent: ChatMessage) => delivered.push({ sessionId, message: sent }) } as unknown as StaffChatGateway;
  return { replies: new StaffRepliesService(chat, sockets), delivered };
}

describe('StaffRepliesService', () => {
  it('delivers a reply stored now to the sockets', async () => {
    const { replies, delivered } = setUp({ message, fresh: true });
    await expect(replies.post('session-1', 'tg-5', 'Olga', 'We are on it')).resolves.toEqual({ message, fresh: true });
    expect(delivered).toEqual([{ sessionId: 'session-1', message }]);
  });

  it('delivers nothing again for a reply stored before, nor for a session that does not exist', async () => {
    for (const stored of [{ message, fresh: false }, null]) {
      const { replies, delivered } = setUp(stored);
      await expect(replies.post('session-1', 'tg-5', 'Olga', 'We are on it')).resolves.toEqual(stored);
      expect(delivered).toEqual([]);
    }
  });
});
