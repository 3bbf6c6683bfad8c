import { writeFileSync } from 'node:fs';
import { CURRENT_SERVICE_AGREEMENT } from '@reactivation/contracts';
import { pdfText } from '../../../test/utils/pdf-text';
import { PdfKitDocumentRenderer } from '../../printing/pdfkit-document-renderer.adapter';
import { agreementHash } from '../service-agreement.service';
import { agreementCopyDocument } from './agreement.document';
import type { Business } from './business';
import { receiptDocument, type ReceiptContent } from './receipt.document';

const business: Business = {
  name: 'Gig Account Reactivation LLC',
  addressLines: ['100 Main Street, Suite 200', 'Austin, TX 78701'],
  email: 'support@example.com',
  phone: '+1 (555) 010-0200',
  taxId: '12-3456789',
};

const receipt: ReceiptContent = {
  locale: 'en',
  business,
  number: 'R-2026-000042',
  paidAt: new Date('2026-11-20T15:04:00Z'),
  clientName: 'Ana Núñez',
  email: 'ana@example.com',
  caseNumber: 'DR-2026-000042',
  amount: 20000,
  currency: 'usd',
  card: { brand: 'visa', last4: '4242' },
  testPayment: false,
  refunds: [],
};

const renderer = new PdfKitDocumentRenderer();
/** KEEP_PDFS=<folder> keeps the rendered files, to look at them. */
const keep = (name: string, pdf: Buffer) => process.env.KEEP_PDFS && writeFileSync(`${process.env.KEEP_PDFS}/${name}.pdf`, pdf);

// Each test lays out and embeds fonts for a whole PDF: seconds on a busy 2-core machine, past jest's 5-second default.
jest.setTimeout(30_000);

describe('the receipt', () => {
  it('in English: numbered, the business with its address and tax id, the case, the amount and the card', async () => {
    const pdf = await renderer.render(receiptDocument(receipt));
    keep('receipt-en', pdf);
    const text = await pdfText(pdf);
    for (const expected of [
      'Receipt R-2026-000042',
      'Gig Account Reactivation LLC',
      'Austin, TX 78701',
      'Tax ID: 12-3456789',
      'Ana Núñez',
      'DR-2026-000042',
      '$200.00 USD',
      'Visa card ending in 4242',
      'November 20, 2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Refunds');
  });

  it('in Spanish, with its refunds and the net paid', async () => {
    const pdf = await renderer.render(
      receiptDocument({
        ...receipt,
        locale: 'es',
        card: null,
        refunds: [
          { createdAt: new Date('2026-11-21T15:00:00Z'), amount: 5000, status: 'succeeded' },
          { createdAt: new Date('2026-11-22T15:00:00Z'), amount: 2500, status: 'pending' },
        ],
      }),
    );
    keep('receipt-es', pdf);
    const text = await pdfText(pdf);
    for (const expected of ['Recibo R-2026-000042', 'Número de caso', 'Tarjeta', 'Reembolsos', '$50.00 USD', '$25.00 USD', 'En camino', '$75.00 USD', '$125.00 USD', 'Página 1 de 1']) {
      expect(text).toContain(expected);
    }
  });
});

describe("the client's copy of the agreement", () => {
  it('holds the acceptance (version, time, address, browser, consent, hash) and the whole text, in the language accepted', async () => {
    const hash = agreementHash(CURRENT_SERVICE_AGREEMENT, 'es');
    const pdf = await renderer.render(
      agreementCopyDocument({
        business,
        agreement: CURRENT_SERVICE_AGREEMENT,
        caseNumber: 'DR-2026-000042',
        clientName: 'Ana Núñez',
        acceptance: { locale: 'es', acceptedAt: new Date('2026-11-20T15:00:00Z'), textSha256: hash, ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 (Android 14)' },
      }),
    );
    keep('agreement-es', pdf);
    const text = await pdfText(pdf);
    for (const expected of [
      'Acuerdo de servicio: tu copia',
      hash,
      '203.0.113.9',
      'Mozilla/5.0 (Android 14)',
      'Dado, al marcar la casilla de aceptación',
      '11. Firma y documentos electrónicos',
      'La tarifa es de $200.00 USD por caso',
      'support@example.com',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('{{');
  });
});
