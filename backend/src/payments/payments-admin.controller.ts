import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { adminRefundInputSchema, type AdminDispute, type AdminRefundInput, type AdminRefundResult } from '@reactivation/contracts';
import type { Response } from 'express';
import { AdminAuthGuard, type StaffRequest } from '../admin-auth/admin-auth.guard';
import { sendPdf } from '../core/http/send-pdf';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { DisputeEvidenceService } from './dispute-evidence.service';
import { RefundsService } from './refunds.service';

/** Staff's money actions in the case file: refunds, and a dispute's evidence packet. */
@Controller('admin/applications/:id')
@UseGuards(AdminAuthGuard)
export class PaymentsAdminController {
  constructor(
    private readonly refunds: RefundsService,
    private readonly evidence: DisputeEvidenceService,
  ) {}

  /**
   * Refunds all or part of what is left of the case's payment; 201, or 200 with
   * `Idempotent-Replayed: true` when the confirmation token names an earlier refund.
   */
  @Post('refunds')
  async refund(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(adminRefundInputSchema)) body: AdminRefundInput,
    @Req() req: StaffRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminRefundResult> {
    const { replayed, ...result } = await this.refunds.refundByStaff(id, body, req.staff.username);
    res.status(replayed ? HttpStatus.OK : HttpStatus.CREATED);
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    return result;
  }

  /** The dispute's evidence packet as one PDF (recorded in the journal). */
  @Get('disputes/:disputeId/evidence.pdf')
  async packet(@Param('id') id: string, @Param('disputeId') disputeId: string, @Req() req: StaffRequest, @Res() res: Response): Promise<void> {
    const file = await this.evidence.packet(id, disputeId, req.staff.username);
    sendPdf(res, file);
  }

  /** Builds the packet and submits it to the card provider (final); once per dispute. */
  @Post('disputes/:disputeId/evidence')
  @HttpCode(HttpStatus.OK)
  submitEvidence(@Param('id') id: string, @Param('disputeId') disputeId: string, @Req() req: StaffRequest): Promise<AdminDispute> {
    return this.evidence.submit(id, disputeId, req.staff.username);
  }
}
