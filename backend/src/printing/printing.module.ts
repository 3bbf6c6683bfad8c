import { Module } from '@nestjs/common';
import { DOCUMENT_RENDERER } from './document-renderer.port';
import { PdfKitDocumentRenderer } from './pdfkit-document-renderer.adapter';

/**
 * The document renderer (DESIGN §2): one PDF library, PDFKit with the DejaVu fonts, for every role
 * and setting; it runs offline, so it is also the default (ADR "PDF library").
 */
@Module({
  providers: [{ provide: DOCUMENT_RENDERER, useFactory: () => new PdfKitDocumentRenderer() }],
  exports: [DOCUMENT_RENDERER],
})
export class PrintingModule {}
