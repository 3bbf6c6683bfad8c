import { HttpStatus, Injectable } from '@nestjs/common';
import {
  CASE_MESSAGE_MAX,
  fillMacro,
  isAllowedStatusChange,
  macroValues,
  type CaseStatus,
  type StaffMacro,
  type StaffMacroApplyInput,
  type StaffMacroApplyResult,
  type StaffMacroInput,
} from '@reactivation/contracts';
import { ApiException } from '../../core/http/api.exception';
import { isoTime } from '../case-columns';
import { AdminCasesService } from '../admin/admin-cases.service';
import { CaseRoomService } from '../room/case-room.service';
import { StaffMacrosRepository, type MacroRow } from './staff-macros.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function macroNotFound(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, 'macro.notFound');
}

function toMacro(row: MacroRow): StaffMacro {
  return {
    id: row.id,
    titleRu: row.title_ru,
    textEn: row.text_en,
    textEs: row.text_es,
    documentRequests: row.document_requests,
    targetStatus: row.target_status as CaseStatus | null,
    updatedAt: isoTime(row.updated_at),
    updatedBy: row.updated_by,
  };
}

/**
 * Staff's saved replies (ADR 0036): their edits, each audited, and their use on a case. Applying one
 * does its parts through the usual paths, so each keeps its rules, history, e-mail and journal entry:
 * the move through the status workflow (AdminCasesService.changeStatus), the requests through
 * CaseRoomService.requestDocuments, the message through CaseRoomService.postStaffMessage.
 */
@Injectable()
export class StaffMacrosService {
  constructor(
    private readonly macros: StaffMacrosRepository,
    private readonly cases: AdminCasesService,
    private readonly room: CaseRoomService,
  ) {}

  async list(): Promise<StaffMacro[]> {
    return (await this.macros.list()).map(toMacro);
  }

  async create(input: StaffMacroInput, actor: string): Promise<StaffMacro> {
    return toMacro(await this.macros.insert(input, actor));
  }

  async update(id: string, input: StaffMacroInput, actor: string): Promise<StaffMacro> {
    const row = UUID.test(id) ? await this.macros.update(id, input, actor) : null;
    if (!row) throw macroNotFound();
    return toMacro(row);
  }

  async delete(id: string, actor: string): Promise<void> {
    if (!UUID.test(id) || !(await this.macros.delete(id, actor))) throw macroNotFound();
  }

  /**
   * Applies a macro to a case. Everything that can refuse it is checked before anything is written:
   * the macro and the case exist, there is something to do, the filled text fits a message, and the
   * move is one the workflow allows from the case's status. The move then goes first: its statement
   * matches only the status read here, so a case another staff member moved meanwhile refuses it (409)
   * with nothing else written. The variables are filled here, from the case, never from the browser.
   */
  async apply(applicationId: string, macroId: string, input: StaffMacroApplyInput, actor: string): Promise<StaffMacroApplyResult> {
    const row = UUID.test(macroId) ? await this.macros.find(macroId) : null;
    if (!row) throw macroNotFound();
    const facts = await this.cases.macroFacts(applicationId);
    const target = row.target_status as CaseStatus | null;
    if (!input.sendMessage && row.document_requests.length === 0 && !target) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'macro.nothingToApply', { sendMessage: 'macro.nothingToApply' });
    }
    const text = fillMacro(facts.locale === 'es' ? row.text_es : row.text_en, macroValues(facts));
    if (input.sendMessage && text.length > CASE_MESSAGE_MAX) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { [facts.locale === 'es' ? 'textEs' : 'textEn']: 'field.tooLong' });
    }
    if (target && !isAllowedStatusChange(facts.status, target)) {
      throw new ApiException(HttpStatus.CONFLICT, 'case.transitionNotAllowed', { targetStatus: 'case.transitionNotAllowed' });
    }
    if (target) await this.cases.changeStatus(facts.id, { status: target }, actor);
    const requests =
      row.document_requests.length > 0
        ? await this.room.requestDocuments(
            facts.id,
            row.document_requests.map((item) => item[facts.locale]),
            actor,
          )
        : [];
    const message = input.sendMessage ? await this.room.postStaffMessage(facts.id, text, actor) : null;
    await this.macros.recordApplied(
      facts.id,
      actor,
      { id: row.id, title: row.title_ru },
      { messageSent: message !== null, requests: requests.length, toStatus: target },
    );
    return { messageId: message?.id ?? null, requestIds: requests.map((request) => request.id), status: target ?? facts.status };
  }
}
