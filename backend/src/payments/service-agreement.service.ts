import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  CURRENT_SERVICE_AGREEMENT,
  serviceAgreementText,
  type Locale,
  type ServiceAgreementVersion,
  type ServiceAgreementView,
  type TermsAcceptance,
  type TermsAcceptanceInput,
} from '@reactivation/contracts';
import { createHash } from 'node:crypto';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { filledAgreement } from './documents/agreement.document';
import { businessOf } from './documents/business';
import { TermsAcceptanceRepository, type AcceptanceRow } from './terms-acceptance.repository';

/** Where the client accepted from: their address (as Express found it behind trusted proxies) and browser. */
export interface AcceptingClient {
  ipAddress: string;
  userAgent: string;
}

/** SHA-256 (hex) of a version's text in one language, placeholders unfilled (what the registry pins). */
export function agreementHash(agreement: ServiceAgreementVersion, locale: Locale): string {
  return createHash('sha256').update(serviceAgreementText(agreement, locale), 'utf8').digest('hex');
}

/**
 * The service agreement clients accept before paying (ESIGN, 15 U.S.C. § 7001(c)): the version in
 * force, its acceptance recorded with version, hash, time, address and browser, and the gate that
 * no payment starts without an acceptance of the version in force.
 */
@Injectable()
export class ServiceAgreementService {
  constructor(
    private readonly acceptances: TermsAcceptanceRepository,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** The version in force, filled in for reading, with its hash. */
  current(locale: Locale): ServiceAgreementView {
    const agreement = CURRENT_SERVICE_AGREEMENT;
    const text = filledAgreement(agreement, locale, businessOf(this.env));
    return {
      version: agreement.version,
      publishedOn: agreement.publishedOn,
      locale,
      textSha256: agreementHash(agreement, locale),
      title: text.title,
      intro: text.intro,
      sections: text.sections,
    };
  }

  /**
   * Records the case's acceptance of the version the page showed, which must be the one in force
   * (409 otherwise: the page is stale). A second acceptance of the same version answers the first.
   */
  async accept(
    applicationId: string,
    input: TermsAcceptanceInput,
    client: AcceptingClient,
    via: AcceptanceRow['via'],
  ): Promise<TermsAcceptance> {
    const agreement = CURRENT_SERVICE_AGREEMENT;
    if (input.version !== agreement.version) {
      throw new ApiException(HttpStatus.CONFLICT, 'terms.outdated', { version: 'terms.outdated' }, { body: { termsVersion: agreement.version } });
    }
    const row = await this.acceptances.record({
      applicationId,
      version: agreement.version,
      locale: input.locale,
      textSha256: agreementHash(agreement, input.locale),
      ipAddress: cleanAddress(client.ipAddress),
      userAgent: client.userAgent.slice(0, 500) || 'unknown',
      via,
    });
    return toAcceptance(row, agreement);
  }

  /** 422 naming the terms unless the case accepted the version in force: no payment starts without it. */
  async requireAccepted(applicationId: string): Promise<void> {
    if (!(await this.acceptances.hasAccepted(applicationId, CURRENT_SERVICE_AGREEMENT.version))) {
      throw new ApiException(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'terms.notAccepted',
        { terms: 'terms.notAccepted' },
        { body: { termsVersion: CURRENT_SERVICE_AGREEMENT.version } },
      );
    }
  }

  latest(applicationId: string): Promise<AcceptanceRow | null> {
    return this.acceptances.latest(applicationId);
  }
}

/** An IPv4 address reached over IPv6 sockets reads as itself ("::ffff:203.0.113.9" is 203.0.113.9). */
function cleanAddress(ip: string): string {
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  return address.slice(0, 100) || 'unknown';
}

export function toAcceptance(row: AcceptanceRow, agreement: ServiceAgreementVersion | undefined): TermsAcceptance {
  return {
    version: row.version,
    publishedOn: agreement?.publishedOn ?? row.version,
    locale: row.locale,
    textSha256: row.text_sha256,
    acceptedAt: new Date(row.accepted_at).toISOString(),
  };
}
