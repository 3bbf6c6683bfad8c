import { Module } from '@nestjs/common';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthGuard } from './admin-auth.guard';
import { AdminAuthService } from './admin-auth.service';
import { AdminTokens } from './admin-tokens';
import { LoginLimiter } from './login-limiter';
import { PasswordHasher } from './password-hasher';
import { StaffAccountsRepository } from './staff-accounts.repository';
import { StaffDirectoryController } from './staff-directory.controller';
import { StaffDirectoryModule } from './staff-directory.module';
import { StaffSessionEvents } from './staff-session-events';
import { StaffCookieJwtStrategy, StaffJwtStrategy } from './staff-jwt.strategy';
import { StaffTokenVerifier } from './staff-token-verifier';

/**
 * Staff accounts and sign-in; exports the guard that every admin route uses (the passport-jwt
 * `staff-jwt` strategy, which other modules' guards need too), its cookie twin for the pages a browser
 * opens directly (the ops module's queue board), and the staff directory.
 */
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
    StaffTokenVerifier,
    StaffJwtStrategy,
    StaffCookieJwtStrategy,
  ],
  exports: [AdminAuthService, AdminAuthGuard, StaffJwtStrategy, StaffCookieJwtStrategy, StaffSessionEvents, StaffDirectoryModule],
})
export class AdminAuthModule {}
