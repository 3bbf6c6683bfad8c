import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { draftSaveSchema, type DraftCreated, type DraftSave, type DraftSaved, type DraftView } from '@reactivation/contracts';
import type { Request } from 'express';
import { requestLocale } from '../core/http/request-locale';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { DraftSavesGuard } from './draft-saves.guard';
import { DraftsService } from './drafts.service';
import { PublicWritesGuard } from '../core/http/public-writes.guard';

/** The home form's saved drafts; public, the token is the key. Starting one counts like a submission. */
@Controller('drafts')
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(PublicWritesGuard)
  create(@Body(new ZodValidationPipe(draftSaveSchema)) body: DraftSave, @Req() req: Request): Promise<DraftCreated> {
    return this.drafts.create(body, requestLocale(req));
  }

  @Put(':token')
  @UseGuards(DraftSavesGuard)
  save(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(draftSaveSchema)) body: DraftSave,
    @Req() req: Request,
  ): Promise<DraftSaved> {
    return this.drafts.save(token, body, requestLocale(req));
  }

  @Get(':token')
  view(@Param('token') token: string): Promise<DraftView> {
    return this.drafts.view(token);
  }

  @Delete(':token')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(DraftSavesGuard)
  async discard(@Param('token') token: string): Promise<void> {
    await this.drafts.discard(token);
  }
}
