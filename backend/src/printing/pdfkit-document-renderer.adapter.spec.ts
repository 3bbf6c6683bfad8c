import { pdfContent, pdfText as textOf } from '../../test/utils/pdf-text';
import { PdfKitDocumentRenderer } from './pdfkit-document-renderer.adapter';
import type { PrintDocument } from './document-renderer.port';

const document: PrintDocument = {
  title: 'Recibo R-2026-000042',
  language: 'es-US',
  issuer: ['Gig Account Reactivation', 'support@example.com'],
  pageLabel: 'Página {{page}} de {{pages}}',
  footer: 'Caso DR-2026-000042',
  blocks: [
    { kind: 'fields', rows: [['Importe', '$200.00 USD'], ['Tarjeta', '•••• 4242']] },
    { kind: 'heading', text: 'Reembolsos' },
    { kind: 'table', columns: ['Fecha', 'Importe'], rows: [['27 de noviembre de 2026', '$50.00 USD']], widths: [0.5, 0.5] },
    { kind: 'paragraph', text: 'Señora Núñez, ¿recibió el reembolso? ¡Gracias! Сотрудник: Иван' },
    { kind: 'list', items: ['uno', 'dos'] },
  ],
};

// Each test lays out and embeds fonts for a whole PDF: seconds on a busy 2-core machine, past jest's 5-second default.
jest.setTimeout(30_000);

describe('PdfKitDocumentRenderer', () => {
  const renderer = new PdfKitDocumentRenderer();

  it('renders a PDF whose text, Spanish and Russian letters included, reads back as written', async () => {
    const pdf = await renderer.render(document);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of ['Recibo R-2026-000042', '$200.00 USD', '•••• 4242', 'Señora Núñez, ¿recibió el reembolso? ¡Gracias!', 'Сотрудник: Иван', 'Página 1 de 1']) {
      expect(text).toContain(expected);
    }
  });

  it('breaks a long table across pages and repeats its header, numbering every page', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [`2026-11-${String((index % 28) + 1).padStart(2, '0')}`, `entrada ${index}`]);
    const pdf = await renderer.render({ ...document, blocks: [{ kind: 'table', columns: ['Fecha', 'Evento'], rows }] });
    const { text, pages } = await pdfContent(pdf);
    expect(text).toContain('entrada 119');
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(text.match(/Fecha/g)?.length).toBe(pages);
  });
});
