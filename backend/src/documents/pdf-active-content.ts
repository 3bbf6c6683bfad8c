import { promisify } from 'node:util';
import { constants, inflate } from 'node:zlib';
import { PdfBudgetExceeded, PdfLexer, isRegular, isWhiteSpace, readName, type LexBudget, type PdfValue } from './pdf-syntax';

const inflateAsync = promisify(inflate);
const OBJ = Buffer.from('obj', 'latin1');

/**
 * Names that make a PDF run code, start or open something, send data away or carry other files,
 * wherever they appear (as an action's type, a key, a name tree). Sections are ISO 32000-1:2008's
 * (PDF 1.7); RichMedia is ISO 32000-2:2020's (PDF 2.0). A PDF naming any of them is refused
 * (ADR 0023), whichever trigger (OpenAction, AA, a link, a form field) would start it.
 */
export const ACTIVE_NAMES: ReadonlyMap<string, string> = new Map([
  ['JavaScript', 'JavaScript action, or the document-level JavaScript name tree (§12.6.4.16, §7.7.4 table 31)'],
  ['JS', 'the script of a JavaScript or rendition action (§12.6.4.16 table 217, §12.6.4.13 table 214)'],
  ['Launch', 'launch action: starts an application or opens a file (§12.6.4.5 table 203)'],
  ['SubmitForm', 'submit-form action: sends data to an address (§12.7.5.2 table 236)'],
  ['ImportData', 'import-data action: reads a file into the form (§12.7.5.4 table 240)'],
  ['GoToR', 'remote go-to action: opens another file (§12.6.4.3)'],
  ['GoToE', 'embedded go-to action: opens an attached PDF (§12.6.4.4)'],
  ['EmbeddedFiles', 'the attached-files name tree (§7.7.4 table 31)'],
  ['EmbeddedFile', 'an embedded file stream (§7.11.4)'],
  ['EF', 'a file specification carrying an embedded file (§7.11.3 table 44)'],
  ['FileAttachment', 'file attachment annotation (§12.5.6.15 table 184)'],
  ['XFA', 'XFA form, which carries its own scripts (§12.7.8)'],
  ['Rendition', 'rendition action: plays media, and may run a script (§12.6.4.13)'],
  ['RichMedia', 'rich media annotation: embedded players and their scripts (ISO 32000-2 §13.7)'],
  ['RichMediaExecute', 'the action that sends a command to a rich media player (ISO 32000-2 §13.7)'],
]);
/** The long ones are also looked for in every byte of the file, outside any structure: a 5+ letter name is never there by chance. */
const UNMISTAKABLE: ReadonlySet<string> = new Set([...ACTIVE_NAMES.keys()].filter((name) => name.length >= 5));
const RAW_NAMES: ReadonlySet<string> = new Set([...UNMISTAKABLE, 'Encrypt']);

/** A PDF's check: nothing active found, what was found, or why it could not be checked. */
export type PdfVerdict = { kind: 'clean' } | { kind: 'active'; found: string[] } | { kind: 'unchecked'; reason: string };

export interface PdfScanOptions {
  /** Bytes all object streams of one file may inflate to together; past it the file is not checked further. */
  maxInflatedBytes: number;
}

/** 32 MB: far above the object streams of a 10 MB document, far below what would hurt the server. */
export const PDF_MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/**
 * Looks through a PDF for active content (ADR 0023): every object in the file, and every object
 * inside its object streams (§7.5.7), which are inflated (FlateDecode, §7.4.4) up to
 * `maxInflatedBytes` in all. Names are compared decoded, so /Java#53cript is /JavaScript.
 * An object stream that cannot be read (another filter, a predictor, encryption, past the cap,
 * corrupt) makes the file unchecked, as anything could be inside.
 */
export async function scanPdf(
  file: Uint8Array,
  options: PdfScanOptions = { maxInflatedBytes: PDF_MAX_INFLATED_BYTES },
): Promise<PdfVerdict> {
  const found = new Set<string>();
  const note = (name: string) => {
    if (ACTIVE_NAMES.has(name)) found.add(name);
  };
  // Each byte is lexed about once (a little more where a reference is looked ahead for); three times is a broken or hostile file.
  const budget: LexBudget = { left: 3 * file.length + 1024 * 1024 };
  let unchecked: string | null = null;
  try {
    let encrypted = false;
    forEachRawName(file, RAW_NAMES, (name) => {
      // The trailer (or cross-reference stream) names /Encrypt: then object streams are ciphertext (§7.6).
      if (name === 'Encrypt') encrypted = true;
      else found.add(name);
    });
    const objectStreams = await readObjects(file, budget, note);
    if (objectStreams.length > 0 && encrypted) unchecked = 'encrypted, with object streams';
    let inflatable = options.maxInflatedBytes;
    for (const stream of unchecked ? [] : objectStreams) {
      const decoded = await decodeObjectStream(stream, inflatable);
      if (typeof decoded === 'string') {
        unchecked = decoded;
        break;
      }
      inflatable -= decoded.length;
      budget.left += 3 * decoded.length;
      const lexer = new PdfLexer(decoded, 0, budget, note);
      while (lexer.pos < decoded.length) if (lexer.next().kind === 'eof') break;
      forEachRawName(decoded, UNMISTAKABLE, (name) => found.add(name));
    }
  } catch (error) {
    if (!(error instanceof PdfBudgetExceeded)) throw error;
    unchecked = error.message;
  }
  if (found.size > 0) return { kind: 'active', found: [...found].sort() };
  return unchecked ? { kind: 'unchecked', reason: unchecked } : { kind: 'clean' };
}

interface StreamObject {
  dict: Map<string, PdfValue>;
  data: Uint8Array;
}

/**
 * Reads every object in the file (their names go to `note`); returns those that are object streams.
 * Objects are found by their keyword "obj" anywhere in the file, not through the cross-reference
 * table: an object a reader reaches by its offset is read even where no table or other object says
 * it is, and whatever white space or comments stand in its header ("12 0 obj", §7.3.10).
 */
async function readObjects(file: Uint8Array, budget: LexBudget, note: (name: string) => void): Promise<StreamObject[]> {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const streams: StreamObject[] = [];
  let read = 0;
  for (let at = bytes.indexOf(OBJ); at >= 0; at = bytes.indexOf(OBJ, at + 3)) {
    // The keyword alone: after white space (which ends a comment too), before white space or a delimiter ("endobj" is not it).
    if (at === 0 || !isWhiteSpace(bytes[at - 1]!) || (at + 3 < bytes.length && isRegular(bytes[at + 3]!))) continue;
    // Other requests go on while a file with very many objects is read.
    if (++read % 2000 === 0) await new Promise((resume) => setImmediate(resume));
    const lexer = new PdfLexer(file, at + 3, budget, note);
    const value = lexer.value();
    if (value?.kind !== 'dict') continue;
    const after = lexer.next();
    if (after.kind !== 'keyword' || after.value !== 'stream') continue;
    const dict = value.entries;
    // An object stream by its type, or by the entries a reader needs to use it as one (§7.5.7 table 16).
    const type = dict.get('Type');
    if ((type?.kind === 'name' && type.value === 'ObjStm') || (dict.has('N') && dict.has('First'))) {
      streams.push({ dict, data: streamData(file, lexer.pos, dict.get('Length')) });
    }
  }
  return streams;
}

/** A stream's bytes (§7.3.8): from after "stream" and its end of line, for /Length bytes if "endstream" follows them, else up to "endstream". */
function streamData(file: Uint8Array, afterKeyword: number, length: PdfValue | undefined): Uint8Array {
  let start = afterKeyword;
  if (file[start] === 0x0d) start += 1;
  if (file[start] === 0x0a) start += 1;
  const endstream = Buffer.from('endstream', 'latin1');
  if (length?.kind === 'number' && length.value >= 0 && start + length.value <= file.length) {
    let end = start + length.value;
    while (end < file.length && (file[end] === 0x0d || file[end] === 0x0a || file[end] === 0x20)) end += 1;
    if (Buffer.from(file.buffer, file.byteOffset + end, Math.min(9, file.length - end)).equals(endstream)) {
      return file.subarray(start, start + length.value);
    }
  }
  const found = Buffer.from(file.buffer, file.byteOffset, file.byteLength).indexOf(endstream, start);
  let end = found < 0 ? file.length : found;
  if (file[end - 1] === 0x0a) end -= 1;
  if (file[end - 1] === 0x0d) end -= 1;
  return file.subarray(start, end);
}

/** An object stream's content, or why it cannot be read. */
async function decodeObjectStream({ dict, data }: StreamObject, maxBytes: number): Promise<Uint8Array | string> {
  const filter = dict.get('Filter');
  const filters = filter?.kind === 'array' ? filter.items : filter ? [filter] : [];
  const names = filters.map((item) => (item.kind === 'name' ? item.value : `(${item.kind})`));
  if (names.length > 1 || (names.length === 1 && names[0] !== 'FlateDecode'))
    return `object stream filtered with ${names.join(', ')}`;
  if (hasPredictor(dict.get('DecodeParms'))) return 'object stream with a predictor';
  if (names.length === 0) return data;
  try {
    // Z_SYNC_FLUSH: a stream cut short gives what it holds, as readers show it.
    return await inflateAsync(data, { maxOutputLength: Math.max(maxBytes, 1), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return `object streams inflate past ${maxBytes} bytes`;
    return `object stream does not inflate (${(error as Error).message})`;
  }
}

function hasPredictor(parms: PdfValue | undefined): boolean {
  if (!parms || (parms.kind === 'keyword' && parms.value === 'null')) return false;
  const dicts = parms.kind === 'array' ? parms.items : [parms];
  return dicts.some((item) => {
    if (item.kind !== 'dict') return item.kind !== 'keyword'; // a reference or anything odd: cannot tell
    const predictor = item.entries.get('Predictor');
    return predictor !== undefined && !(predictor.kind === 'number' && predictor.value === 1);
  });
}

/** Every "/" in the bytes read as a name, strings and stream data included, when it may be one of `wanted`. */
function forEachRawName(bytes: Uint8Array, wanted: ReadonlySet<string>, visit: (name: string) => void): void {
  // Only names whose first byte could start a wanted one (or an escape) are decoded: "/" is common in binary data.
  const firsts = new Set([...wanted].map((name) => name.charCodeAt(0)).concat(0x23));
  for (let at = 0; at < bytes.length; at += 1) {
    if (bytes[at] !== 0x2f || !firsts.has(bytes[at + 1]!)) continue;
    const { name } = readName(bytes, at);
    if (wanted.has(name)) visit(name);
  }
}
