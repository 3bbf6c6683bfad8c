import { Injectable } from '@nestjs/common';
import type { ChatMessage } from '@reactivation/contracts';
import { ChatService } from './chat.service';
import { StaffChatGateway } from './staff-chat.gateway';

/**
 * Staff replies that come from outside the chat's sockets (the messenger's webhook): stored once per
 * client id, and a new one delivered at once to the visitor (as "our team") and to every staff screen,
 * as a reply typed in the inbox is. Other modules post here; the gateway stays the chat's own.
 */
@Injectable()
export class StaffRepliesService {
  constructor(
    private readonly chat: ChatService,
    private readonly sockets: StaffChatGateway,
  ) {}

  /** null when the session does not exist; `fresh` false when this client id was stored before (nothing delivered again). */
  async post(sessionId: string, clientId: string, author: string, text: string): Promise<{ message: ChatMessage; fresh: boolean } | null> {
    const posted = await this.chat.postStaffMessage(sessionId, clientId, author, text);
    if (posted?.fresh) this.sockets.deliverStaffReply(sessionId, posted.message);
    return posted;
  }
}
