import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { StaffChatGateway } from './staff-chat.gateway';
import { VisitorChatGateway } from './visitor-chat.gateway';
import { VisitorLimits } from './visitor-limits';

/** Conversations and messages, for both roles (the worker relays and e-mails them). */
@Module({
  providers: [ChatService, ChatRepository],
  exports: [ChatService],
})
export class ChatModule {}

/**
 * The api side: the chat gateways at /ws. Nest connects them to the socket.io server of the
 * adapter that configureHttpApp installs (ChatIoAdapter) when the app starts.
 */
@Module({
  imports: [ChatModule, AdminAuthModule],
  providers: [VisitorChatGateway, StaffChatGateway, VisitorLimits],
  exports: [StaffChatGateway],
})
export class ChatApiModule {}
