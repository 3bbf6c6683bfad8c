import { DOCUMENT_REQUEST_LABEL_MAX, DOCUMENT_REQUEST_MAX_ITEMS } from '@reactivation/contracts';

/** Each non-empty line of the box is one item, trimmed. */
export function splitRequestItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export type RequestItemsProblem =
  { kind: 'empty' } | { kind: 'tooMany'; count: number; max: number } | { kind: 'tooLong'; line: number; max: number };

/** The contracts' limits, checked before sending; `line` counts the items from 1. */
export function checkRequestItems(items: readonly string[]): RequestItemsProblem | null {
  if (items.length === 0) return { kind: 'empty' };
  if (items.length > DOCUMENT_REQUEST_MAX_ITEMS) return { kind: 'tooMany', count: items.length, max: DOCUMENT_REQUEST_MAX_ITEMS };
  const long = items.findIndex((item) => item.length > DOCUMENT_REQUEST_LABEL_MAX);
  return long === -1 ? null : { kind: 'tooLong', line: long + 1, max: DOCUMENT_REQUEST_LABEL_MAX };
}
