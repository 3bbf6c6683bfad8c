/**
 * Just enough of PDF's syntax (ISO 32000-1:2008 §7.2, §7.3) to read the objects of a file as a
 * reader does: tokens, with comments and strings skipped and names decoded, and values (numbers,
 * names, strings, arrays, dictionaries, references). Every name lexed is reported, so what a
 * document names is known even where its structure is broken.
 */

/** Raised when reading a file would cost more than its budget: the file cannot be checked. */
export class PdfBudgetExceeded extends Error {}

/** Bytes the lexer may still walk over, shared by every read of one file (so no input makes the check slow). */
export interface LexBudget {
  left: number;
}

export type PdfValue =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'string' }
  | { kind: 'ref'; object: number }
  | { kind: 'keyword'; value: string }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dict'; entries: Map<string, PdfValue> };

type Token = PdfValue | { kind: 'dictStart' | 'dictEnd' | 'arrayStart' | 'arrayEnd' | 'eof' } | { kind: 'stray'; value: string };

const REGULAR = 0;
const WHITESPACE = 1;
const DELIMITER = 2;
/** Character classes (§7.2.2): white-space NUL, TAB, LF, FF, CR, SP; delimiters ( ) < > [ ] { } / %. */
const CLASS = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[byte] = WHITESPACE;
for (const char of '()<>[]{}/%') CLASS[char.charCodeAt(0)] = DELIMITER;

export const isWhiteSpace = (byte: number) => CLASS[byte] === WHITESPACE;
export const isRegular = (byte: number) => CLASS[byte] === REGULAR;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
/** Keywords that end an object: a value running into one is broken, and reading it stops there. */
const OBJECT_ENDS = new Set(['obj', 'endobj', 'stream', 'endstream', 'xref', 'trailer', 'startxref']);
const MAX_DEPTH = 200;

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/** Reads the name starting at `at` (its "/"), decoding #xx escapes (§7.3.5); returns it and where it ends. */
export function readName(bytes: Uint8Array, at: number): { name: string; end: number } {
  let name = '';
  let pos = at + 1;
  while (pos < bytes.length && CLASS[bytes[pos]!] === REGULAR) {
    // Names are at most 127 bytes in practice (§C.2); past that only the end is looked for.
    if (name.length > 127) {
      pos += 1;
      continue;
    }
    const high = bytes[pos] === 0x23 ? hexValue(bytes[pos + 1]) : -1;
    const low = high >= 0 ? hexValue(bytes[pos + 2]) : -1;
    if (low >= 0) {
      name += String.fromCharCode(high * 16 + low);
      pos += 3;
    } else {
      // A "#" without two hex digits is kept as it is, as readers do.
      name += String.fromCharCode(bytes[pos]!);
      pos += 1;
    }
  }
  return { name, end: pos };
}

export class PdfLexer {
  pos: number;

  constructor(
    readonly bytes: Uint8Array,
    start: number,
    private readonly budget: LexBudget,
    private readonly onName: (name: string) => void,
  ) {
    this.pos = start;
  }

  /** The next value, or null at the end of the input, a closing bracket or a keyword that ends an object. */
  value(depth = 0): PdfValue | null {
    const token = this.next();
    return this.valueOf(token, depth);
  }

  private valueOf(token: Token, depth: number): PdfValue | null {
    if (depth > MAX_DEPTH) throw new PdfBudgetExceeded(`values nested more than ${MAX_DEPTH} deep`);
    switch (token.kind) {
      case 'arrayStart': {
        const items: PdfValue[] = [];
        for (let item = this.value(depth + 1); item; item = this.value(depth + 1)) items.push(item);
        return { kind: 'array', items };
      }
      case 'dictStart': {
        const entries = new Map<string, PdfValue>();
        for (let key = this.value(depth + 1); key; key = this.value(depth + 1)) {
          const value = this.value(depth + 1);
          if (key.kind === 'name' && value) entries.set(key.value, value);
          if (!value) break;
        }
        return { kind: 'dict', entries };
      }
      case 'number': {
        // "12 0 R" is a reference; anything else leaves the lexer where the number ended.
        const after = this.pos;
        const generation = this.next();
        if (generation.kind === 'number') {
          const r = this.next();
          if (r.kind === 'keyword' && r.value === 'R') return { kind: 'ref', object: token.value };
        }
        this.pos = after;
        return token;
      }
      case 'keyword':
        return OBJECT_ENDS.has(token.value) ? null : token;
      case 'name':
      case 'string':
        return token;
      default:
        return null; // end of input, a closing bracket, or a stray delimiter
    }
  }

  /** The next token; names are reported as they are read. */
  next(): Token {
    const { bytes } = this;
    this.skipSpaceAndComments();
    if (this.pos >= bytes.length) return { kind: 'eof' };
    const start = this.pos;
    const byte = bytes[start]!;
    let token: Token;
    if (byte === 0x28) {
      this.skipLiteralString();
      token = { kind: 'string' };
    } else if (byte === 0x3c && bytes[start + 1] === 0x3c) {
      this.pos += 2;
      token = { kind: 'dictStart' };
    } else if (byte === 0x3e && bytes[start + 1] === 0x3e) {
      this.pos += 2;
      token = { kind: 'dictEnd' };
    } else if (byte === 0x3c) {
      const end = bytes.indexOf(0x3e, start);
      this.pos = end < 0 ? bytes.length : end + 1;
      token = { kind: 'string' };
    } else if (byte === 0x2f) {
      const { name, end } = readName(bytes, start);
      this.pos = end;
      this.onName(name);
      token = { kind: 'name', value: name };
    } else if (byte === 0x5b || byte === 0x5d) {
      this.pos += 1;
      token = { kind: byte === 0x5b ? 'arrayStart' : 'arrayEnd' };
    } else if (CLASS[byte] === DELIMITER) {
      this.pos += 1;
      token = { kind: 'stray', value: String.fromCharCode(byte) };
    } else {
      while (this.pos < bytes.length && CLASS[bytes[this.pos]!] === REGULAR) this.pos += 1;
      let word = '';
      for (let at = start; at < this.pos && at < start + 64; at += 1) word += String.fromCharCode(bytes[at]!);
      token = NUMBER.test(word) ? { kind: 'number', value: Number(word) } : { kind: 'keyword', value: word };
    }
    this.spend(this.pos - start);
    return token;
  }

  private skipSpaceAndComments(): void {
    const { bytes } = this;
    const start = this.pos;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos]!;
      if (CLASS[byte] === WHITESPACE) this.pos += 1;
      else if (byte === 0x25) {
        while (this.pos < bytes.length && bytes[this.pos] !== 0x0a && bytes[this.pos] !== 0x0d) this.pos += 1;
      } else break;
    }
    this.spend(this.pos - start);
  }

  /** A literal string (§7.3.4.2): balanced parentheses, a backslash escapes the next byte. */
  private skipLiteralString(): void {
    const { bytes } = this;
    let depth = 0;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos++];
      if (byte === 0x5c) this.pos += 1;
      else if (byte === 0x28) depth += 1;
      else if (byte === 0x29 && --depth === 0) return;
    }
  }

  private spend(bytes: number): void {
    this.budget.left -= bytes;
    if (this.budget.left < 0) throw new PdfBudgetExceeded('the file takes too long to read');
  }
}
