import { Module } from '@nestjs/common';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';

/** Conversations and messages, for both roles (the worker relays and e-mails them). */
@Module({
  providers: [ChatService, ChatRepository],
  exports: [ChatService],
})
export class ChatModule {}
