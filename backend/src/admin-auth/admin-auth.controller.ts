import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  adminLoginSchema,
  adminTotpCodeSchema,
  adminTotpDisableSchema,
  adminTotpSetupRequestSchema,
  type AdminLogin,
  type AdminTotpDisable,
  type AdminTotpSetupRequest,
  type AdminToken,
  type AdminTotpSetup,
  type AdminVerify,
} from '@reactivation/contracts';
import type { Request, Response } from 'express';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { AdminAuthGuard, ADMIN_COOKIE, ADMIN_COOKIE_PATH, AllowEnrolOnly, type StaffRequest } from './admin-auth.guard';
import { AdminAuthService } from './admin-auth.service';

/** DESIGN §4 staff sign-in: /api/admin/login, verify, logout, and the second factor's enrolment. */
@Controller('admin')
export class AdminAuthController {
  private readonly secureCookie: boolean;

  constructor(
    private readonly auth: AdminAuthService,
    @Inject(ENV) env: Env,
  ) {
    this.secureCookie = env.PUBLIC_URL.startsWith('https:');
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  async login(
    @Body(new ZodValidationPipe(adminLoginSchema)) body: AdminLogin,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminToken> {
    const { token, expiresAt } = await this.auth.login(body, req.ip ?? 'unknown');
    // The queue board is a page the browser opens itself, without our Bearer header: it reads
    // the same token from a cookie scoped to its path, unreadable by scripts and never sent cross-site.
    res.cookie(ADMIN_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secureCookie,
      path: ADMIN_COOKIE_PATH,
      expires: expiresAt,
    });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  @Get('verify')
  @UseGuards(AdminAuthGuard)
  @AllowEnrolOnly()
  async verify(@Req() req: StaffRequest): Promise<AdminVerify> {
    return { ok: true, username: req.staff.username, totpEnabled: await this.auth.totpEnabled(req.staff) };
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(AdminAuthGuard)
  @AllowEnrolOnly()
  async logout(@Req() req: StaffRequest, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.logout(req.staff);
    res.clearCookie(ADMIN_COOKIE, { path: ADMIN_COOKIE_PATH });
  }

  @Post('totp/setup')
  @HttpCode(HttpStatus.OK)
  @UseGuards(AdminAuthGuard)
  @AllowEnrolOnly()
  startTotp(
    @Req() req: StaffRequest,
    @Body(new ZodValidationPipe(adminTotpSetupRequestSchema)) body: AdminTotpSetupRequest,
  ): Promise<AdminTotpSetup> {
    return this.auth.startTotp(req.staff, body, req.ip ?? 'unknown');
  }

  @Post('totp/disable')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(AdminAuthGuard)
  async disableTotp(
    @Req() req: StaffRequest,
    @Body(new ZodValidationPipe(adminTotpDisableSchema)) body: AdminTotpDisable,
  ): Promise<void> {
    await this.auth.disableTotp(req.staff, body, req.ip ?? 'unknown');
  }

  @Post('totp/enable')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(AdminAuthGuard)
  @AllowEnrolOnly()
  async confirmTotp(
    @Req() req: StaffRequest,
    @Body(new ZodValidationPipe(adminTotpCodeSchema)) body: { code: string },
  ): Promise<void> {
    await this.auth.confirmTotp(req.staff, body.code);
  }
}
