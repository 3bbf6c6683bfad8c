import { Module } from '@nestjs/common';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthGuard } from './admin-auth.guard';
import { AdminAuthService } from './admin-auth.service';
import { AdminTokens } from './admin-tokens';
import { LoginLimiter } from './login-limiter';
import { PasswordHasher } from './password-hasher';
import { QueueBoard } from './queue-board';
import { StaffAccountsRepository } from './staff-accounts.repository';
import { StaffDirectoryController } from './staff-directory.controller';
import { StaffDirectoryModule } from './staff-directory.module';
import { StaffSessionEvents } from './staff-session-events';

/** Staff accounts and sign-in; exports the guard that every admin route uses, and the staff directory. */
@Module({
  imports: [StaffDirectoryModule],
  controllers: [AdminAuthController, StaffDirectoryController],
  providers: [
    AdminAuthService,
    AdminAuthGuard,
    AdminTokens,
    LoginLimiter,
    PasswordHasher,
    StaffAccountsRepository,
    StaffSessionEvents,
    QueueBoard,
  ],
  exports: [AdminAuthService, AdminAuthGuard, QueueBoard, StaffSessionEvents, StaffDirectoryModule],
})
export class AdminAuthModule {}
