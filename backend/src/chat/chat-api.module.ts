import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { ChatModule } from './chat.module';
import { StaffChatGateway } from './staff-chat.gateway';
import { VisitorChatGateway } from './visitor-chat.gateway';
import { VisitorLimits } from './visitor-limits';

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
