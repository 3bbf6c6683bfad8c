import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { ChatModule } from './chat.module';
import { StaffChatGateway } from './staff-chat.gateway';
import { StaffRepliesService } from './staff-replies.service';
import { VisitorChatGateway } from './visitor-chat.gateway';
import { VisitorLimits } from './visitor-limits';

/**
 * The api side: the chat gateways at /ws. Nest connects them to the socket.io server of the
 * adapter that configureHttpApp installs (ChatIoAdapter) when the app starts. Other modules reach the
 * sockets only through StaffRepliesService (the messenger's replies).
 */
@Module({
  imports: [ChatModule, AdminAuthModule],
  providers: [VisitorChatGateway, StaffChatGateway, VisitorLimits, StaffRepliesService],
  exports: [StaffRepliesService],
})
export class ChatApiModule {}
