import { Module } from '@nestjs/common';
import { ChatConversationsRetention } from './chat-conversations.retention';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';

/** Conversations and messages, for both roles (the worker relays and e-mails them). */
@Module({
  providers: [ChatService, ChatRepository, ChatConversationsRetention],
  exports: [ChatService],
})
export class ChatModule {}
