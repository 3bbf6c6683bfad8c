/**
 * A printable document in our terms (DESIGN §2 "Document renderer"): receipts, the accepted service
 * agreement, dispute evidence. Domain code builds one of these; the adapter lays it out, so no PDF
 * library type passes the port.
 */
export type PrintBlock =
  | { kind: 'heading'; text: string; level?: 1 | 2 | 3 }
  | { kind: 'paragraph'; text: string; small?: boolean; muted?: boolean }
  /** Label and value pairs, one line each (a receipt's details). */
  | { kind: 'fields'; rows: ReadonlyArray<readonly [string, string]> }
  /** A table with a header row; `widths` are fractions of the text width (they should add up to 1). */
  | { kind: 'table'; columns: readonly string[]; rows: ReadonlyArray<readonly string[]>; widths?: readonly number[] }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'rule' }
  | { kind: 'pageBreak' };

export interface PrintDocument {
  /** The file's title (its metadata) and the first heading. */
  title: string;
  /** BCP 47 language of the text, for the file's metadata. */
  language: string;
  /** Lines at the top of the first page, right-aligned: who issues it (the business's name, address, contacts). */
  issuer?: readonly string[];
  blocks: readonly PrintBlock[];
  /** A line at the foot of every page, before "page n of m". */
  footer?: string;
  /** The page count's words, "Page {{page}} of {{pages}}", in the document's language. */
  pageLabel: string;
}

export interface DocumentRenderer {
  /** The document as PDF bytes. */
  render(document: PrintDocument): Promise<Buffer>;
}

export const DOCUMENT_RENDERER = Symbol('DOCUMENT_RENDERER');
