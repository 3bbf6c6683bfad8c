import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { AdminDispute } from '@reactivation/contracts';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { CaseDossierService } from '../cases/case-dossier.service';
import { ApiException } from '../core/http/api.exception';
import { DOCUMENT_RENDERER, type DocumentRenderer } from '../printing/document-renderer.port';
import { toAdminDispute } from './case-money.service';
import { DisputesRepository, type DisputeRow } from './disputes.repository';
import { businessOf } from './documents/business';
import { evidenceFields, evidencePacketDocument, type EvidenceContent } from './documents/evidence-packet.document';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port';
import { PaymentsRepository } from './payments.repository';
import { RefundsRepository } from './refunds.repository';
import { ServiceAgreementService } from './service-agreement.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A dispute's evidence packet: one PDF of everything the bank asks for, built from the payments
 * module's records and the case's whole file (cases' CaseDossierService), for staff to download and,
 * with Stripe, to submit through the disputes API. Both are in the journal.
 */
@Injectable()
export class DisputeEvidenceService {
  private readonly logger = new Logger(DisputeEvidenceService.name);

  constructor(
    private readonly disputes: DisputesRepository,
    private readonly payments: PaymentsRepository,
    private readonly refunds: RefundsRepository,
    private readonly agreements: ServiceAgreementService,
    private readonly dossiers: CaseDossierService,
    @Inject(DOCUMENT_RENDERER) private readonly renderer: DocumentRenderer,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** The packet as a PDF for staff; recorded in the journal as a download. */
  async packet(applicationId: string, disputeId: string, actor: string): Promise<{ pdf: Buffer; fileName: string }> {
    const dispute = await this.dispute(applicationId, disputeId);
    const content = await this.content(dispute);
    const pdf = await this.renderer.render(evidencePacketDocument(content));
    await this.disputes.recordEvidence(dispute, actor, null);
    return { pdf, fileName: fileNameOf(content) };
  }

  /** Builds the packet and submits it to the provider with the fields it asks for; once per dispute. */
  async submit(applicationId: string, disputeId: string, actor: string): Promise<AdminDispute> {
    const dispute = await this.dispute(applicationId, disputeId);
    if (dispute.closed_at) throw new ApiException(HttpStatus.CONFLICT, 'dispute.closed');
    if (dispute.evidence_submitted_at) throw new ApiException(HttpStatus.CONFLICT, 'dispute.evidenceSubmitted');
    const content = await this.content(dispute);
    const pdf = await this.renderer.render(evidencePacketDocument(content));
    let submitted: { fileId: string };
    try {
      submitted = await this.gateway.submitDisputeEvidence({
        providerDisputeId: dispute.provider_dispute_id,
        packet: { bytes: pdf, fileName: fileNameOf(content) },
        customerName: `${content.dossier.firstName} ${content.dossier.lastName}`.trim(),
        customerEmail: content.dossier.email,
        customerPurchaseIp: content.acceptance?.ip_address ?? null,
        serviceDate: content.payment.paidAt.toISOString().slice(0, 10),
        ...evidenceFields(content),
      });
    } catch (error) {
      this.logger.warn(`Dispute ${dispute.provider_dispute_id}: evidence not taken by the provider (${String(error)})`);
      throw new ApiException(HttpStatus.BAD_GATEWAY, 'dispute.submitFailed');
    }
    await this.disputes.recordSubmission(dispute, actor, submitted.fileId);
    return toAdminDispute((await this.disputes.byId(dispute.id))!);
  }

  private async dispute(applicationId: string, disputeId: string): Promise<DisputeRow> {
    const dispute = UUID.test(applicationId) && UUID.test(disputeId) ? await this.disputes.byId(disputeId) : null;
    if (!dispute || dispute.application_id !== applicationId) throw new ApiException(HttpStatus.NOT_FOUND, 'dispute.notFound');
    return dispute;
  }

  private async content(dispute: DisputeRow): Promise<EvidenceContent> {
    const [payment, refunds, acceptance, dossier] = await Promise.all([
      this.payments.succeeded(dispute.payment_id),
      this.refunds.ofCase(dispute.application_id),
      this.agreements.latest(dispute.application_id),
      this.dossiers.dossier(dispute.application_id),
    ]);
    if (!payment || !dossier) throw new ApiException(HttpStatus.NOT_FOUND, 'dispute.notFound');
    return { business: businessOf(this.env), dispute, payment, refunds, acceptance, dossier, preparedAt: new Date() };
  }
}

function fileNameOf(content: EvidenceContent): string {
  return `${content.dossier.caseNumber}-dispute-${content.dispute.provider_dispute_id}.pdf`.replace(/[^\w.-]/g, '_');
}
