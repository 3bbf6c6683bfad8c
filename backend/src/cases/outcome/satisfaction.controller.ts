import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { satisfactionInputSchema, type SatisfactionAnswer, type SatisfactionInput, type SatisfactionView } from '@reactivation/contracts';
import { PublicWritesGuard } from '../../core/http/public-writes.guard';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { CaseOutcomesService } from './case-outcomes.service';

/**
 * The closing e-mail's one-tap question (/feedback/:token): no login, the signed link is the key.
 * The GET only reads (mail scanners follow links); the answer is a POST, rate-limited per address
 * like every public write.
 */
@Controller('satisfaction/:token')
export class SatisfactionController {
  constructor(private readonly outcomes: CaseOutcomesService) {}

  @Get()
  view(@Param('token') token: string): Promise<SatisfactionView> {
    return this.outcomes.view(token);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(PublicWritesGuard)
  answer(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(satisfactionInputSchema)) body: SatisfactionInput,
  ): Promise<SatisfactionAnswer> {
    return this.outcomes.answer(token, body);
  }
}
