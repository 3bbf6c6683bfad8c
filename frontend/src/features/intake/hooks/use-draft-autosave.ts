import { EMAIL_MAX, EMAIL_PATTERN, type ApplicationInput, type DraftFields, type DraftSaveInput, type Locale } from '@reactivation/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { createDraft, deleteDraft, saveDraft } from '../api/drafts';
import { currentDraftToken, draftsTurnedOff, rememberDraftToken, turnDraftsOff } from '../lib/draft-link';

/** How long the typing must pause before the answers are saved. */
export const DRAFT_SAVE_DELAY_MS = 1500;

export type DraftState = 'off' | 'waiting' | 'saved';

type DraftFieldsInput = DraftSaveInput['fields'];

/** The draft as the server takes it: only once the e-mail is valid; everything else as typed. */
export function draftOf(values: Partial<ApplicationInput>, step: 1 | 2, locale: Locale): DraftSaveInput | null {
  const email = (values.email ?? '').trim();
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return null;
  // Every field of the draft has its line: a field the draft's schema gains does not compile until it is kept here.
  const fields: { [K in keyof Required<DraftFieldsInput>]: DraftFieldsInput[K] } = {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    phone: values.phone ?? '',
    platform: values.platform ?? '',
    // The select offers state codes only; the server checks it again.
    state: (typeof values.state === 'string' ? values.state : '') as DraftFields['state'],
    deactivationDate: values.deactivationDate ?? '',
    deactivationReason: values.deactivationReason ?? '',
    attemptedReactivation: typeof values.attemptedReactivation === 'boolean' ? values.attemptedReactivation : undefined,
    supportResponse: values.supportResponse ?? '',
  };
  return { email, step, locale, fields };
}

/**
 * Saves the home form as the visitor goes, once step 1 has a valid e-mail: after each pause in
 * the typing, when the tab is hidden, and (with a request that outlives the page) when it closes.
 * Documents are never part of it. The server e-mails one link back if the draft is left.
 */
export function useDraftAutosave(form: UseFormReturn<ApplicationInput>, step: 1 | 2 | 3, locale: Locale) {
  const [state, setState] = useState<DraftState>(() => (draftsTurnedOff() ? 'off' : 'waiting'));
  const live = useRef({ token: currentDraftToken(), off: draftsTurnedOff() || step === 3, changes: 0, saved: 0, busy: false });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const context = useRef({ step, locale });
  context.current = { step, locale };

  const current = useCallback((): DraftSaveInput | null => {
    const { step: at, locale: language } = context.current;
    return at === 3 ? null : draftOf(form.getValues(), at, language);
  }, [form]);

  const save = useCallback(async () => {
    const draft = live.current;
    clearTimeout(timer.current);
    if (draft.off || draft.busy || draft.saved === draft.changes) return;
    const body = current();
    if (!body) return;
    const version = draft.changes;
    draft.busy = true;
    try {
      if (draft.token) {
        try {
          await saveDraft(draft.token, body);
        } catch (error) {
          // Expired or deleted meanwhile: the answers go to a new draft.
          if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 410)) throw error;
          draft.token = null;
        }
      }
      if (!draft.token) {
        draft.token = (await createDraft(body)).token;
        rememberDraftToken(draft.token);
      }
      draft.saved = version;
      if (!draft.off) setState('saved');
    } catch {
      // Not saved this time (offline, too many saves): the next change tries again.
    } finally {
      draft.busy = false;
      if (!draft.off && draft.changes > version && draft.saved === version) timer.current = setTimeout(() => void save(), DRAFT_SAVE_DELAY_MS);
    }
  }, [current]);

  const changed = useCallback(() => {
    const draft = live.current;
    if (draft.off) return;
    draft.changes += 1;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), DRAFT_SAVE_DELAY_MS);
  }, [save]);

  useEffect(() => {
    const subscription = form.watch(() => changed());
    return () => subscription.unsubscribe();
  }, [form, changed]);

  // Moving between steps is a change of its own; reaching step 3 (the case is in) ends the draft.
  useEffect(() => {
    if (step === 3) {
      live.current.off = true;
      clearTimeout(timer.current);
      rememberDraftToken(null);
      return;
    }
    if (live.current.changes > 0) changed();
  }, [step, changed]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void save();
    };
    // The page is going away: whatever is not saved yet goes now (a request in flight finishes on its own).
    const onLeave = () => {
      const draft = live.current;
      const body = current();
      if (draft.off || draft.saved === draft.changes || !body) return;
      clearTimeout(timer.current);
      if (draft.token) void saveDraft(draft.token, body).catch(() => undefined);
      else if (!draft.busy) void createDraft(body).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
      clearTimeout(timer.current);
    };
  }, [save, current]);

  /** Continues a draft opened from its link: later saves go to it. */
  const adopt = useCallback((token: string) => {
    if (live.current.off) return;
    live.current.token = token;
    rememberDraftToken(token);
    setState('saved');
  }, []);

  /** The visitor does not want their answers kept: the draft is deleted and nothing more is saved from this tab. */
  const turnOff = useCallback(() => {
    const draft = live.current;
    draft.off = true;
    clearTimeout(timer.current);
    turnDraftsOff();
    if (draft.token) void deleteDraft(draft.token).catch(() => undefined);
    draft.token = null;
    rememberDraftToken(null);
    setState('off');
  }, []);

  /** The token to send with the case, so the server deletes the draft once the case is in. */
  const token = useCallback(() => live.current.token, []);

  return { state, adopt, turnOff, token };
}
