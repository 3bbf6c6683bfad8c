import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { contactMessageSchema, type ContactMessage, type ContactMessageSent } from '@reactivation/contracts';
import type { Request } from 'express';
import { requestLocale } from '../core/http/request-locale';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { ContactService } from './contact.service';
import { PublicWritesGuard } from '../core/http/public-writes.guard';

/** The public contact form; rate-limited per IP like the intake endpoints. */
@Controller()
@UseGuards(PublicWritesGuard)
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @HttpCode(HttpStatus.CREATED)
  async send(
    @Body(new ZodValidationPipe(contactMessageSchema)) body: ContactMessage,
    @Req() req: Request,
  ): Promise<ContactMessageSent> {
    await this.contact.receive(body, requestLocale(req));
    return { success: true };
  }
}
