import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Req, UseGuards } from '@nestjs/common';
import { caseRoomTextConsentSchema, type CaseRoomTextConsent, type TextConsentState } from '@reactivation/contracts';
import type { Request } from 'express';
import { ApiException } from '../core/http/api.exception';
import { PublicWritesGuard } from '../core/http/public-writes.guard';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { TextWebhooksService } from './text-webhooks.service';

/**
 * Public routes of texting (api role): the provider's two webhooks, each refused (403) unless its
 * signature checks out, and the case room's consent box under the client's status token. All are
 * rate-limited like every public write.
 */
@Controller('texting')
@UseGuards(PublicWritesGuard)
export class TextingController {
  constructor(private readonly webhooks: TextWebhooksService) {}

  /** A client's reply: STOP, START and HELP (in their spellings) are acted on; anything else is left. */
  @Post('inbound')
  @HttpCode(HttpStatus.NO_CONTENT)
  async inbound(@Headers('x-twilio-signature') signature: string | undefined, @Req() req: Request): Promise<void> {
    await this.webhooks.inbound(req.originalUrl, this.formOf(req), signature);
  }

  /** The provider's delivery report on a text we sent. */
  @Post('status')
  @HttpCode(HttpStatus.NO_CONTENT)
  async status(@Headers('x-twilio-signature') signature: string | undefined, @Req() req: Request): Promise<void> {
    await this.webhooks.status(req.originalUrl, this.formOf(req), signature);
  }

  @Get('consent/:token')
  consent(@Param('token') token: string): Promise<TextConsentState> {
    return this.webhooks.standing(token);
  }

  /** The case room's box, checked: the consent is stored with its version, time, address and channel. */
  @Post('consent/:token')
  @HttpCode(HttpStatus.CREATED)
  give(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(caseRoomTextConsentSchema)) body: CaseRoomTextConsent,
    @Req() req: Request,
  ): Promise<TextConsentState> {
    return this.webhooks.giveInRoom(token, body, req.ip ?? 'unknown');
  }

  /** The provider posts form fields; anything else is not one of its calls. */
  private formOf(req: Request): Record<string, string> {
    const body: unknown = req.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiException(HttpStatus.FORBIDDEN, 'textConsent.badSignature');
    return Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
  }
}
