import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  EVIDENCE_CHECKLISTS,
  EVIDENCE_TEXTS,
  guessEvidenceReason,
  type AdminAppealLetter,
  type AppealFilingInput,
  type AppealFilingMethod,
  type ClientAppealLetter,
  type DocumentRequest,
  type EvidenceReason,
  type EvidenceRequestInput,
  type MessageKey,
} from '@reactivation/contracts';
import { CaseAppealFactsService, type CaseAppealFacts } from '../cases/case-appeal-facts.service';
import { CaseRoomService } from '../cases/room/case-room.service';
import { ApiException } from '../core/http/api.exception';
import { DOCUMENT_RENDERER, type DocumentRenderer } from '../printing/document-renderer.port';
import { appealLetterDocument } from './appeal-letter.pdf';
import { AppealLettersRepository, type VersionRow } from './appeal-letters.repository';
import { draftLetter, summarizeLetter } from './letter-drafter';

const iso = (value: string | Date) => new Date(value).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

function notFound(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, 'case.notFound');
}
function conflict(key: MessageKey, field = 'version'): ApiException {
  return new ApiException(HttpStatus.CONFLICT, key, { [field]: key });
}

/** Change requests open with these words in the case's messages, so staff see what the message is about. */
const CHANGE_REQUEST_PREFIX = {
  en: 'Change requested to the appeal letter (version {{version}}):',
  es: 'Cambio pedido en la carta de apelación (versión {{version}}):',
} as const;

/**
 * The appeal work of a case (ADR 0032): the evidence checklist sent as document requests, the letter
 * drafted from templates and saved as versions (all kept), one version made final, the client's
 * approval or change request, the PDF, and the filing with the platform.
 */
@Injectable()
export class AppealLettersService {
  constructor(
    private readonly letters: AppealLettersRepository,
    private readonly facts: CaseAppealFactsService,
    private readonly room: CaseRoomService,
    @Inject(DOCUMENT_RENDERER) private readonly renderer: DocumentRenderer,
  ) {}

  private async caseFacts(idOrNumber: string): Promise<CaseAppealFacts> {
    const facts = await this.facts.facts(idOrNumber);
    if (!facts) throw notFound();
    return facts;
  }

  /** Staff send the chosen items of a reason's checklist as document requests, in the client's language, in one action. */
  async requestEvidence(idOrNumber: string, input: EvidenceRequestInput, actor: string): Promise<DocumentRequest[]> {
    const facts = await this.caseFacts(idOrNumber);
    const listed = EVIDENCE_CHECKLISTS[input.reason];
    const unlisted = input.items.find((item) => !listed.includes(item));
    if (unlisted) throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { items: 'field.invalid' });
    const texts = EVIDENCE_TEXTS[facts.locale].items;
    const items = [...new Set(input.items)].map((item) => ({ label: texts[item].label, note: texts[item].why }));
    return this.room.requestDocuments(facts.id, items, actor);
  }

  async forStaff(idOrNumber: string): Promise<AdminAppealLetter> {
    const facts = await this.caseFacts(idOrNumber);
    return this.staffView(facts);
  }

  private async staffView(facts: CaseAppealFacts): Promise<AdminAppealLetter> {
    const suggestedReason = guessEvidenceReason(facts.deactivationReason);
    const [row, versions] = await Promise.all([this.letters.letter(facts.id), this.letters.versions(facts.id)]);
    if (!row) return { suggestedReason, letter: null };
    const current = versions.find((version) => version.version === row.version);
    return {
      suggestedReason,
      letter: {
        state: row.state,
        reason: row.reason,
        version: row.version,
        body: current?.body ?? '',
        finalVersion: row.final_version,
        finalizedAt: row.finalized_at ? iso(row.finalized_at) : null,
        summary: row.summary,
        approvedVersion: row.approved_version,
        approvedAt: row.approved_at ? iso(row.approved_at) : null,
        changeRequestedVersion: row.change_requested_version,
        changeRequestedAt: row.change_requested_at ? iso(row.change_requested_at) : null,
        filing:
          row.filed_on && row.filed_method && row.filed_by && row.filed_recorded_at
            ? {
                filedOn: row.filed_on,
                method: row.filed_method as AppealFilingMethod,
                reference: row.filed_reference,
                recordedBy: row.filed_by,
                recordedAt: iso(row.filed_recorded_at),
              }
            : null,
        versions: versions.map(toVersion),
      },
    };
  }

  /** A new draft version from the templates for this reason; refused while the letter is final (reopen it first). */
  async draft(idOrNumber: string, reason: EvidenceReason, actor: string): Promise<AdminAppealLetter> {
    const facts = await this.caseFacts(idOrNumber);
    await this.letters.withLetter(facts.id, async (letter) => {
      if (letter.current?.state === 'final') throw conflict('appeal.final', 'reason');
      const version = await letter.addVersion({ reason, origin: 'generated', body: draftLetter(facts, reason, today()), author: actor });
      await letter.raise(actor, 'drafted', version);
    });
    return this.staffView(facts);
  }

  /** Staff's edit, saved as a new version; only of the current draft version (a final letter, or a stale base, is refused). */
  async save(idOrNumber: string, body: string, baseVersion: number, actor: string): Promise<AdminAppealLetter> {
    const facts = await this.caseFacts(idOrNumber);
    await this.letters.withLetter(facts.id, async (letter) => {
      const current = letter.current;
      if (!current) throw new ApiException(HttpStatus.NOT_FOUND, 'appeal.notFound');
      if (current.state === 'final') throw conflict('appeal.final', 'body');
      if (current.version !== baseVersion) throw conflict('appeal.versionConflict', 'baseVersion');
      const version = await letter.addVersion({ reason: current.reason, origin: 'edited', body, author: actor });
      await letter.raise(actor, 'saved', version);
    });
    return this.staffView(facts);
  }

  /** Marks the current version final, with the client's summary; the client sees it from then on. */
  async finalize(idOrNumber: string, version: number, actor: string): Promise<AdminAppealLetter> {
    const facts = await this.caseFacts(idOrNumber);
    await this.letters.withLetter(facts.id, async (letter) => {
      const current = letter.current;
      if (!current) throw new ApiException(HttpStatus.NOT_FOUND, 'appeal.notFound');
      if (current.state === 'final') throw conflict('appeal.final');
      if (current.version !== version) throw conflict('appeal.versionConflict');
      await letter.finalize(version, summarizeLetter(facts, current.reason));
      await letter.raise(actor, 'finalized', version);
    });
    return this.staffView(facts);
  }

  /** A new draft version copying the final one, to change a letter already final (the final version stays kept). */
  async reopen(idOrNumber: string, version: number, actor: string): Promise<AdminAppealLetter> {
    const facts = await this.caseFacts(idOrNumber);
    await this.letters.withLetter(facts.id, async (letter) => {
      const current = letter.current;
      if (!current) throw new ApiException(HttpStatus.NOT_FOUND, 'appeal.notFound');
      if (current.state !== 'final' || current.version !== version) throw conflict('appeal.notFinal');
      if (current.filed_on) throw conflict('appeal.alreadyFiled');
      const finalVersion = await this.letters.version(facts.id, version);
      const next = await letter.addVersion({ reason: current.reason, origin: 'reopened', body: finalVersion?.body ?? '', author: actor });
      await letter.raise(actor, 'reopened', next);
    });
    return this.staffView(facts);
  }

  /** Records when and how the final letter was filed; the case's "waiting for the platform" step starts from that day. */
  async recordFiling(idOrNumber: string, input: AppealFilingInput, actor: string): Promise<AdminAppealLetter> {
    const facts = await this.caseFacts(idOrNumber);
    await this.letters.withLetter(facts.id, async (letter) => {
      const current = letter.current;
      if (!current) throw new ApiException(HttpStatus.NOT_FOUND, 'appeal.notFound');
      if (current.state !== 'final') throw conflict('appeal.notFiled', 'filedOn');
      if (current.filed_on) throw conflict('appeal.alreadyFiled', 'filedOn');
      await letter.file({ filedOn: input.filedOn, method: input.method, reference: input.reference?.trim() || null, actor });
    });
    return this.staffView(facts);
  }

  /** The current version as a PDF for staff (a draft is marked so); the download is audited. */
  async staffPdf(idOrNumber: string, actor: string): Promise<{ pdf: Buffer; fileName: string }> {
    const facts = await this.caseFacts(idOrNumber);
    const row = await this.letters.letter(facts.id);
    const version = row ? await this.letters.version(facts.id, row.version) : null;
    if (!row || !version) throw new ApiException(HttpStatus.NOT_FOUND, 'appeal.notFound');
    const pdf = await this.renderer.render(
      appealLetterDocument({ caseNumber: facts.caseNumber, version: version.version, body: version.body, final: row.state === 'final' }),
    );
    await this.letters.withLetter(facts.id, (letter) => letter.raise(actor, 'downloaded', version.version));
    return { pdf, fileName: `${facts.caseNumber}-appeal-v${version.version}.pdf` };
  }

  // The client's side, by the status link's token.

  private async clientCase(token: string): Promise<CaseAppealFacts> {
    const found = await this.facts.caseByStatusToken(token);
    const facts = found ? await this.facts.facts(found.id) : null;
    if (!facts) throw new ApiException(HttpStatus.NOT_FOUND, 'case.statusLinkInvalid');
    return facts;
  }

  /** The final letter as the client reads it; null while the letter is a draft or there is none. */
  async forClient(token: string): Promise<ClientAppealLetter> {
    const facts = await this.clientCase(token);
    return this.clientView(facts.id);
  }

  private async clientView(applicationId: string): Promise<ClientAppealLetter> {
    const row = await this.letters.letter(applicationId);
    if (!row || row.state !== 'final' || row.final_version === null || !row.summary || !row.finalized_at) return { letter: null };
    const version = await this.letters.version(applicationId, row.final_version);
    if (!version) return { letter: null };
    const current = (at: string | null, of: number | null) => (at && of === row.final_version ? iso(at) : null);
    return {
      letter: {
        version: row.final_version,
        body: version.body,
        summary: row.summary,
        finalizedAt: iso(row.finalized_at),
        approvedAt: current(row.approved_at, row.approved_version),
        changeRequestedAt: current(row.change_requested_at, row.change_requested_version),
        filedOn: row.filed_on,
      },
    };
  }

  /** The client approves the final version they read; a draft, or a version since replaced, cannot be approved. */
  async approve(token: string, version: number): Promise<ClientAppealLetter> {
    const facts = await this.clientCase(token);
    await this.letters.withLetter(facts.id, async (letter) => {
      const current = letter.current;
      if (!current || current.state !== 'final' || current.final_version !== version) throw conflict('appeal.notFinal');
      if (current.approved_version !== version) await letter.approve(version);
    });
    return this.clientView(facts.id);
  }

  /** The client asks for a change: a message on the case (which alerts staff, within the room's hourly cap), and the letter marked. */
  async requestChange(token: string, input: { version: number; body: string; clientKey: string }): Promise<ClientAppealLetter> {
    const facts = await this.clientCase(token);
    const row = await this.letters.letter(facts.id);
    if (!row || row.state !== 'final' || row.final_version !== input.version) throw conflict('appeal.notFinal');
    const prefix = CHANGE_REQUEST_PREFIX[facts.locale].replace('{{version}}', String(input.version));
    await this.room.postClientMessage(token, `${prefix}\n${input.body}`, input.clientKey);
    await this.letters.withLetter(facts.id, async (letter) => {
      if (letter.current?.state === 'final' && letter.current.final_version === input.version) await letter.changeRequested(input.version);
    });
    return this.clientView(facts.id);
  }

  /** The final letter as a PDF for the client. */
  async clientPdf(token: string): Promise<{ pdf: Buffer; fileName: string }> {
    const facts = await this.clientCase(token);
    const view = await this.clientView(facts.id);
    if (!view.letter) throw new ApiException(HttpStatus.NOT_FOUND, 'appeal.notFound');
    const pdf = await this.renderer.render(
      appealLetterDocument({ caseNumber: facts.caseNumber, version: view.letter.version, body: view.letter.body, final: true }),
    );
    return { pdf, fileName: `${facts.caseNumber}-appeal-letter.pdf` };
  }
}

function toVersion(row: VersionRow) {
  return { version: row.version, origin: row.origin, author: row.author, savedAt: iso(row.created_at), body: row.body };
}

