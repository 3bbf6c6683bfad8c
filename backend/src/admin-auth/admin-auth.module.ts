import { Module } from '@nestjs/common';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthGuard } from './admin-auth.guard';
import { AdminAuthService } from './admin-auth.service';
import { AdminTokens } from './admin-tokens';
import { LoginLimiter } from './login-limiter';
import { PasswordHasher } from './password-hasher';
import { QueueBoard } from './queue-board';
import { StaffAccountsRepository } from './staff-accounts.repository';

/** Staff accounts and sign-in; exports the guard that every admin route uses. */
@Module({
  controllers: [AdminAuthController],
  providers: [AdminAuthService, AdminAuthGuard, AdminTokens, LoginLimiter, PasswordHasher, StaffAccountsRepository, QueueBoard],
  exports: [AdminAuthService, AdminAuthGuard, QueueBoard],
})
export class AdminAuthModule {}
