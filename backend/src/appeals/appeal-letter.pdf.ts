import type { PrintBlock, PrintDocument } from '../printing/document-renderer.port';
import letter from './locales/letter.en.json';

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/**
 * A version of the letter as a printable document: its paragraphs as written (a paragraph of "- "
 * lines becomes a list), in English like the letter. A draft says so at the top, so a staff print of a
 * draft is never taken for the letter the client approved.
 */
export function appealLetterDocument(input: { caseNumber: string; version: number; body: string; final: boolean }): PrintDocument {
  const blocks: PrintBlock[] = [{ kind: 'paragraph', text: fill(letter.pdf.version, { version: input.version }), small: true, muted: true }];
  if (!input.final) blocks.push({ kind: 'paragraph', text: letter.pdf.draft, small: true });
  for (const paragraph of input.body.split(/\n\s*\n/)) {
    const lines = paragraph.split('\n').filter((line) => line.trim());
    if (lines.length === 0) continue;
    const items = lines.filter((line) => line.startsWith('- '));
    if (items.length > 0 && items.length >= lines.length - 1) {
      const [first] = lines;
      if (first && !first.startsWith('- ')) blocks.push({ kind: 'paragraph', text: first });
      blocks.push({ kind: 'list', items: items.map((line) => line.slice(2)) });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join('\n') });
    }
  }
  return {
    title: fill(letter.pdf.title, { caseNumber: input.caseNumber }),
    language: 'en',
    blocks,
    footer: fill(letter.pdf.footer, { caseNumber: input.caseNumber }),
    pageLabel: letter.pdf.page,
  };
}
