import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { CaseBilling } from '@reactivation/contracts';
import type { Response } from 'express';
import { sendPdf } from '../core/http/send-pdf';
import { CaseMoneyService } from './case-money.service';

/**
 * The client's money in their case room, reached by the status link's token (no login): the
 * agreement they accepted and their receipt, as data and as PDFs to keep (ESIGN: a copy to keep).
 */
@Controller('case-status/:token')
export class BillingController {
  constructor(private readonly money: CaseMoneyService) {}

  @Get('billing')
  billing(@Param('token') token: string): Promise<CaseBilling> {
    return this.money.billing(token);
  }

  /** The numbered receipt with its refunds, in the case's language (`?lang=en|es` for the other). */
  @Get('receipt.pdf')
  async receipt(@Param('token') token: string, @Query('lang') lang: string | undefined, @Res() res: Response): Promise<void> {
    sendPdf(res, await this.money.receiptPdf(token, lang));
  }

  /** The service agreement as accepted: version, hash, time, address and browser, then its whole text. */
  @Get('agreement.pdf')
  async agreement(@Param('token') token: string, @Res() res: Response): Promise<void> {
    sendPdf(res, await this.money.agreementPdf(token));
  }
}
