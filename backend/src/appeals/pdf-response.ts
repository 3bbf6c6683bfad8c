import type { Response } from 'express';

/** A letter's PDF: an attachment, never sniffed into another type, sandboxed should a browser show it. */
export function sendPdf(res: Response, file: { pdf: Buffer; fileName: string }): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', String(file.pdf.length));
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.end(file.pdf);
}
