/*
 * Document renderer benchmark (not a test): how long the back end takes to render a receipt, the
 * client's copy of the service agreement and a dispute packet-sized document, with the app's own
 * adapter (PDFKit, DejaVu Sans) and document builders, read from backend/dist (build it first:
 * `npm run build -w backend`). Prints the first render (fonts read and parsed), then the median and
 * 95th percentile of the following ones, and the file sizes. ADR "PDF library" quotes it.
 *
 *   node --import tsx scripts/bench/pdf.ts [--runs 200]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/processes';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
  const runs = Number(values.runs);
  const dist = join(ROOT, 'backend/dist');
  if (!existsSync(join(dist, 'printing/pdfkit-document-renderer.adapter.js'))) {
    throw new Error('backend/dist is missing the renderer: run "npm run build -w backend" first');
  }
  const load = async (path: string) => (await import(pathToFileURL(join(dist, path)).href)) as Record<string, never>;

  type Renderer = { render(document: unknown): Promise<Buffer> };
  const { PdfKitDocumentRenderer } = (await load('printing/pdfkit-document-renderer.adapter.js')) as unknown as {
    PdfKitDocumentRenderer: new () => Renderer;
  };
  const { receiptDocument } = (await load('payments/documents/receipt.document.js')) as unknown as { receiptDocument: (content: unknown) => unknown };
  const { agreementCopyDocument } = (await load('payments/documents/agreement.document.js')) as unknown as {
    agreementCopyDocument: (content: unknown) => unknown;
  };
  const { CURRENT_SERVICE_AGREEMENT } = await import('@reactivation/contracts');

  const business = { name: 'Gig Account Reactivation', addressLines: ['100 Main Street', 'Austin, TX 78701'], email: 'support@example.com', phone: '+1 (555) 010-0200', taxId: null };
  const receipt = receiptDocument({
    locale: 'es',
    business,
    number: 'R-2026-000042',
    paidAt: new Date(),
    clientName: 'Ana Núñez',
    email: 'ana@example.com',
    caseNumber: 'DR-2026-000042',
    amount: 20000,
    currency: 'usd',
    card: { brand: 'visa', last4: '4242' },
    testPayment: false,
    refunds: [{ createdAt: new Date(), amount: 5000, status: 'succeeded' }],
  });
  const agreement = agreementCopyDocument({
    business,
    agreement: CURRENT_SERVICE_AGREEMENT,
    caseNumber: 'DR-2026-000042',
    clientName: 'Ana Núñez',
    acceptance: { locale: 'en', acceptedAt: new Date(), textSha256: CURRENT_SERVICE_AGREEMENT.sha256.en, ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0' },
  });

  const renderer = new PdfKitDocumentRenderer();
  const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

  for (const [name, document] of [['receipt (es, one refund)', receipt], ['agreement copy (en, 3 pages)', agreement]] as const) {
    let start = process.hrtime.bigint();
    const first = await renderer.render(document);
    const cold = ms(start);
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      start = process.hrtime.bigint();
      await renderer.render(document);
      times.push(ms(start));
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`${name}: first ${cold.toFixed(1)} ms (fonts loaded), then p50 ${at(0.5)} ms, p95 ${at(0.95)} ms over ${runs}; ${first.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
