import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Res, UseGuards } from '@nestjs/common';
import {
  appealChangeRequestInputSchema,
  appealLetterVersionInputSchema,
  type AppealChangeRequestInput,
  type AppealLetterVersionInput,
  type ClientAppealLetter,
} from '@reactivation/contracts';
import type { Response } from 'express';
import { PublicWritesGuard } from '../core/http/public-writes.guard';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { AppealLettersService } from './appeal-letters.service';
import { sendPdf } from './pdf-response';

/** The final appeal letter in the client's case room (the status link's token is the key); writes rate-limited like the room's. */
@Controller('case-status/:token/appeal-letter')
export class ClientAppealLetterController {
  constructor(private readonly appeals: AppealLettersService) {}

  @Get()
  letter(@Param('token') token: string): Promise<ClientAppealLetter> {
    return this.appeals.forClient(token);
  }

  @Get('pdf')
  async pdf(@Param('token') token: string, @Res() res: Response): Promise<void> {
    sendPdf(res, await this.appeals.clientPdf(token));
  }

  @Post('approval')
  @HttpCode(HttpStatus.OK)
  @UseGuards(PublicWritesGuard)
  approve(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(appealLetterVersionInputSchema)) body: AppealLetterVersionInput,
  ): Promise<ClientAppealLetter> {
    return this.appeals.approve(token, body.version);
  }

  @Post('change-request')
  @HttpCode(HttpStatus.OK)
  @UseGuards(PublicWritesGuard)
  requestChange(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(appealChangeRequestInputSchema)) body: AppealChangeRequestInput,
  ): Promise<ClientAppealLetter> {
    return this.appeals.requestChange(token, body);
  }
}
