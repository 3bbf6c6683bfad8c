import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DRAFT_TOKEN_PATTERN, DRAFT_TTL_DAYS, type DraftCreated, type DraftSave, type DraftSaved, type DraftView, type Locale } from '@reactivation/contracts';
import { randomBytes } from 'node:crypto';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { DraftsRepository, type DraftRow } from './drafts.repository';

/** What the resume e-mail needs of a draft. */
export interface DraftReminder {
  email: string;
  locale: Locale;
  firstName: string;
  /** The link back to the form, with the draft's language. */
  resumeUrl: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Left drafts marked per statement of a sweep. */
const SWEEP_BATCH = 200;

function notFound(): ApiException {
  return new ApiException(HttpStatus.NOT_FOUND, 'draft.notFound');
}

/**
 * Unfinished home forms: saved as the visitor types once step 1 has an e-mail, reopened by the link
 * in the one e-mail a left draft gets, deleted when the case is sent, expired DRAFT_TTL_DAYS after
 * the last save. A draft never holds documents.
 */
@Injectable()
export class DraftsService {
  constructor(
    private readonly drafts: DraftsRepository,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async create(input: DraftSave, locale: Locale): Promise<DraftCreated> {
    const token = randomBytes(24).toString('base64url');
    const row = await this.drafts.create(token, { ...input, locale });
    return { token, expiresAt: this.expiresAt(row.saved_at).toISOString() };
  }

  /** 404 for an unknown draft, 410 for an expired one. */
  async save(token: string, input: DraftSave, locale: Locale): Promise<DraftSaved> {
    const row = DRAFT_TOKEN_PATTERN.test(token) ? await this.drafts.save(token, { ...input, locale }, DRAFT_TTL_DAYS) : null;
    if (!row) {
      await this.live(token); // says why: unknown (404) or expired (410)
      throw notFound();
    }
    return { expiresAt: this.expiresAt(row.saved_at).toISOString() };
  }

  async view(token: string): Promise<DraftView> {
    const row = await this.live(token);
    return {
      email: row.email,
      step: row.step,
      fields: row.fields,
      locale: row.locale,
      expiresAt: this.expiresAt(row.saved_at).toISOString(),
    };
  }

  /** Deletes the draft (sent, or the visitor asked); nothing happens for an unknown token. */
  async discard(token: string): Promise<void> {
    if (DRAFT_TOKEN_PATTERN.test(token)) await this.drafts.deleteByToken(token);
  }

  /** Marks every draft left unsaved for DRAFT_EMAIL_AFTER_SECONDS, raising `draft.abandoned` once each; returns how many. */
  async markLeft(): Promise<number> {
    let total = 0;
    for (;;) {
      const marked = await this.drafts.markLeft(this.env.DRAFT_EMAIL_AFTER_SECONDS, DRAFT_TTL_DAYS, SWEEP_BATCH);
      total += marked;
      if (marked < SWEEP_BATCH) return total;
    }
  }

  /** The draft as the resume e-mail needs it, or null when it is gone or expired (nothing to resume). */
  async forReminder(id: string): Promise<DraftReminder | null> {
    const row = await this.drafts.findById(id, DRAFT_TTL_DAYS);
    if (!row || row.expired) return null;
    const url = new URL('/', this.env.PUBLIC_URL);
    url.searchParams.set('lang', row.locale);
    // In the fragment: never sent to the server, kept out of logs and of the page address analytics read.
    url.hash = `draft=${row.token}`;
    return {
      email: row.email,
      locale: row.locale,
      firstName: row.fields.firstName.trim(),
      resumeUrl: url.toString(),
      createdAt: new Date(row.created_at),
      expiresAt: this.expiresAt(row.saved_at),
    };
  }

  private async live(token: string): Promise<DraftRow> {
    const row = DRAFT_TOKEN_PATTERN.test(token) ? await this.drafts.findByToken(token, DRAFT_TTL_DAYS) : null;
    if (!row) throw notFound();
    if (row.expired) throw new ApiException(HttpStatus.GONE, 'draft.expired');
    return row;
  }

  private expiresAt(savedAt: string): Date {
    return new Date(new Date(savedAt).getTime() + DRAFT_TTL_DAYS * 24 * 60 * 60 * 1000);
  }
}
