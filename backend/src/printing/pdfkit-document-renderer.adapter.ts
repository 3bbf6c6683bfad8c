import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { DocumentRenderer, PrintBlock, PrintDocument } from './document-renderer.port';

/** DejaVu Sans covers Latin (Spanish), Cyrillic (Russian) and the signs we print; PDFKit embeds only the glyphs used. */
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

type Fonts = Record<keyof typeof FONT_FILES, Buffer>;
let fonts: Fonts | undefined;

/** Read once per process: parsing the 750 KB files again for every receipt would double its time. */
function loadFonts(): Fonts {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}

const MARGIN = 56;
const FOOTER_HEIGHT = 28;
const SIZES = { title: 18, 1: 15, 2: 12.5, 3: 11, body: 10, small: 8.5 } as const;
const COLORS = { text: '#111827', muted: '#4b5563', rule: '#d1d5db', header: '#f3f4f6' } as const;

type Doc = InstanceType<typeof PDFDocument>;

/** US Letter pages, DejaVu Sans, a title, the issuer's lines, the blocks, and "page n of m" on every page. */
export class PdfKitDocumentRenderer implements DocumentRenderer {
  render(document: PrintDocument): Promise<Buffer> {
    const { regular, bold } = loadFonts();
    const doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
      bufferPages: true,
      lang: document.language,
      displayTitle: true,
      info: { Title: document.title, Producer: 'Gig Account Reactivation', Creator: 'Gig Account Reactivation' },
    });
    const done = new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    doc.registerFont('regular', regular);
    doc.registerFont('bold', bold);
    doc.fillColor(COLORS.text);

    if (document.issuer?.length) {
      doc.font('regular').fontSize(SIZES.small).fillColor(COLORS.muted);
      for (const line of document.issuer) doc.text(line, { align: 'right' });
      doc.fillColor(COLORS.text).moveDown(1);
    }
    doc.font('bold').fontSize(SIZES.title).text(document.title);
    doc.moveDown(0.6);
    for (const block of document.blocks) this.block(doc, block);
    this.footers(doc, document);
    doc.end();
    return done;
  }

  private get width(): number {
    return 612 - 2 * MARGIN;
  }

  private block(doc: Doc, block: PrintBlock): void {
    switch (block.kind) {
      case 'heading':
        doc.moveDown(0.5);
        this.keepSpace(doc, 40);
        doc.font('bold').fontSize(SIZES[block.level ?? 2]).fillColor(COLORS.text).text(block.text, MARGIN);
        doc.moveDown(0.3);
        return;
      case 'paragraph':
        doc
          .font('regular')
          .fontSize(block.small ? SIZES.small : SIZES.body)
          .fillColor(block.muted ? COLORS.muted : COLORS.text)
          .text(block.text, MARGIN, undefined, { width: this.width, lineGap: 1.5 });
        doc.fillColor(COLORS.text).moveDown(0.5);
        return;
      case 'fields':
        this.table(doc, null, block.rows, [0.34, 0.66]);
        doc.moveDown(0.4);
        return;
      case 'table':
        this.table(doc, block.columns, block.rows, block.widths);
        doc.moveDown(0.5);
        return;
      case 'list':
        doc.font('regular').fontSize(SIZES.body).fillColor(COLORS.text);
        for (const item of block.items) doc.text(`•  ${item}`, MARGIN + 8, undefined, { width: this.width - 8, lineGap: 1.5 });
        doc.moveDown(0.5);
        return;
      case 'rule': {
        this.keepSpace(doc, 12);
        const y = doc.y + 4;
        doc.moveTo(MARGIN, y).lineTo(MARGIN + this.width, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
        doc.y = y + 8;
        return;
      }
      case 'pageBreak':
        doc.addPage();
        return;
    }
  }

  /**
   * Rows of cells that wrap within their column; a row that does not fit goes to the next page,
   * where the header row is drawn again. `header` null: label/value rows, the label in bold.
   */
  private table(
    doc: Doc,
    header: readonly string[] | null,
    rows: ReadonlyArray<readonly string[]>,
    widths?: readonly number[],
  ): void {
    const columns = header?.length ?? rows[0]?.length ?? 0;
    if (columns === 0) return;
    const fractions = widths?.length === columns ? widths : Array.from({ length: columns }, () => 1 / columns);
    const cellWidths = fractions.map((fraction) => fraction * this.width);
    const padding = 4;
    const drawRow = (cells: readonly string[], isHeader: boolean) => {
      doc.fontSize(SIZES.body);
      const heights = cells.map((cell, index) => {
        doc.font(isHeader || (header === null && index === 0) ? 'bold' : 'regular');
        return doc.heightOfString(cell || ' ', { width: cellWidths[index]! - 2 * padding });
      });
      const height = Math.max(...heights) + 2 * padding;
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        if (header && !isHeader) drawRow(header, true);
      }
      const top = doc.y;
      if (isHeader) doc.rect(MARGIN, top, this.width, height).fill(COLORS.header).fillColor(COLORS.text);
      let x = MARGIN;
      cells.forEach((cell, index) => {
        doc.font(isHeader || (header === null && index === 0) ? 'bold' : 'regular').fontSize(SIZES.body);
        doc.text(cell, x + padding, top + padding, { width: cellWidths[index]! - 2 * padding, lineGap: 1 });
        x += cellWidths[index]!;
      });
      doc
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + this.width, top + height)
        .lineWidth(0.4)
        .strokeColor(COLORS.rule)
        .stroke();
      doc.x = MARGIN;
      doc.y = top + height;
    };
    if (header) drawRow(header, true);
    for (const row of rows) drawRow(row, false);
  }

  /** Starts a new page when less than `points` is left, so a heading is not stranded at the foot. */
  private keepSpace(doc: Doc, points: number): void {
    if (doc.y + points > doc.page.height - doc.page.margins.bottom) doc.addPage();
  }

  private footers(doc: Doc, document: PrintDocument): void {
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      const bottom = doc.page.margins.bottom;
      // Writing inside the bottom margin would start a new page; the margin is lifted while the footer is drawn.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - 10;
      const page = document.pageLabel.replace('{{page}}', String(index + 1)).replace('{{pages}}', String(range.count));
      doc.font('regular').fontSize(SIZES.small).fillColor(COLORS.muted);
      doc.text(document.footer ? `${document.footer} · ${page}` : page, MARGIN, y, { width: this.width, align: 'center', lineBreak: false });
      doc.page.margins.bottom = bottom;
    }
    doc.fillColor(COLORS.text);
  }
}
