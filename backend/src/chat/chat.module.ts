import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { ChatSocketServer } from './chat-socket.server';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { VisitorLimits } from './visitor-limits';

/** Conversations and messages, for both roles (the worker relays and e-mails them). */
@Module({
  providers: [ChatService, ChatRepository],
  exports: [ChatService],
})
export class ChatModule {}

/** The api side: the socket.io server at /ws (attached to the HTTP server by configureHttpApp). */
@Module({
  imports: [ChatModule, AdminAuthModule],
  providers: [ChatSocketServer, VisitorLimits],
  exports: [ChatSocketServer],
})
export class ChatApiModule {}
