import { CURRENT_SERVICE_AGREEMENT } from '@reactivation/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { binaryBody, pdfText } from '../utils/pdf-text';
import { SmtpSink } from '../utils/smtp-sink';
import { acceptance } from '../utils/terms';
import { startTestApp, type TestApp } from '../utils/test-app';
import { agreementHash } from '../../src/payments/service-agreement.service';


describe('the service agreement, accepted before a payment starts', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startTestApp({ SMTP_URL: smtp.url, BUSINESS_NAME: 'Gig Account Reactivation LLC', BUSINESS_ADDRESS: '100 Main Street|Austin, TX 78701' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

  async function newCase(locale: 'en' | 'es' = 'en') {
    const email = `terms-${randomUUID()}@example.com`;
    const created = await request(t.url)
      .post('/api/submit-case-review')
      .send({ ...validCaseReview, email, locale })
      .expect(201);
    const [row] = await sql<{ id: string; status_token: string }>('select id, status_token from application where case_number = ?', [
      created.body.caseNumber,
    ]);
    return { id: row!.id, statusToken: row!.status_token, caseNumber: created.body.caseNumber as string, email };
  }

  it('serves the version in force with its hash, in both languages', async () => {
    const en = await request(t.url).get('/api/service-agreement?lang=en').expect(200);
    const es = await request(t.url).get('/api/service-agreement?lang=es').expect(200);
    expect(en.body).toMatchObject({ version: CURRENT_SERVICE_AGREEMENT.version, locale: 'en', textSha256: CURRENT_SERVICE_AGREEMENT.sha256.en });
    expect(es.body).toMatchObject({ locale: 'es', textSha256: CURRENT_SERVICE_AGREEMENT.sha256.es, title: 'Acuerdo de servicio' });
    expect(JSON.stringify(en.body)).toContain('$200.00 USD');
    expect(JSON.stringify(en.body)).not.toContain('{{');
  });

  it('refuses to start a payment (home form and payment link) until the current version is accepted, then records version, hash, time, address and browser', async () => {
    const home = await newCase();
    const refused = await request(t.url).post('/api/create-payment-intent').send({ applicationId: home.id }).expect(422);
    expect(refused.body.message).toMatch(/Terms and Conditions/);
    expect(refused.body).toMatchObject({ termsVersion: CURRENT_SERVICE_AGREEMENT.version, errors: { terms: expect.any(String) } });
    expect(await sql('select 1 from payment where application_id = ?', [home.id])).toEqual([]);

    // Bad acceptances change nothing: no consent, another version, an unknown case.
    await request(t.url)
      .post('/api/terms-acceptance')
      .send({ applicationId: home.id, ...acceptance(), electronicConsent: false })
      .expect(400)
      .expect((res) => expect(res.body.errors.electronicConsent).toBe('Please agree to sign and receive the agreement electronically.'));
    await request(t.url).post('/api/terms-acceptance').send({ applicationId: home.id, ...acceptance(), version: '2025-08-17' }).expect(409);
    await request(t.url).post('/api/terms-acceptance').send({ applicationId: randomUUID(), ...acceptance() }).expect(404);
    expect(await sql('select 1 from terms_acceptance where application_id = ?', [home.id])).toEqual([]);

    const accepted = await request(t.url)
      .post('/api/terms-acceptance')
      .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')
      .send({ applicationId: home.id, ...acceptance('es') })
      .expect(201);
    expect(accepted.body).toEqual({
      version: CURRENT_SERVICE_AGREEMENT.version,
      publishedOn: CURRENT_SERVICE_AGREEMENT.publishedOn,
      locale: 'es',
      textSha256: agreementHash(CURRENT_SERVICE_AGREEMENT, 'es'),
      acceptedAt: expect.any(String),
    });
    // A second tick answers the first acceptance.
    const again = await request(t.url).post('/api/terms-acceptance').send({ applicationId: home.id, ...acceptance('en') }).expect(201);
    expect(again.body).toEqual(accepted.body);
    const [stored] = await sql<Record<string, unknown>>(
      'select version, locale, text_sha256, electronic_consent, ip_address, user_agent, via from terms_acceptance where application_id = ?',
      [home.id],
    );
    expect(stored).toEqual({
      version: CURRENT_SERVICE_AGREEMENT.version,
      locale: 'es',
      text_sha256: CURRENT_SERVICE_AGREEMENT.sha256.es,
      electronic_consent: true,
      ip_address: '127.0.0.1',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      via: 'home_form',
    });
    await request(t.url).post('/api/create-payment-intent').send({ applicationId: home.id }).expect(200);

    // The payment link: the same gate, the acceptance by the link's token.
    const linked = await newCase();
    const staff = await signedInStaff(t);
    const link = await request(t.url)
      .post(`/api/admin/applications/${linked.id}/payment-link`)
      .set('Authorization', `Bearer ${staff.token}`)
      .expect(201);
    const refusedLink = await request(t.url).post(`/api/payment/${link.body.token}/intent`).expect(422);
    expect(refusedLink.body.message).toMatch(/Terms and Conditions/);
    await request(t.url).post(`/api/payment/${'x'.repeat(43)}/terms-acceptance`).send(acceptance()).expect(404);
    await request(t.url).post(`/api/payment/${link.body.token}/terms-acceptance`).send(acceptance()).expect(201);
    await request(t.url).post(`/api/payment/${link.body.token}/intent`).expect(200);
    const [viaLink] = await sql<{ via: string }>('select via from terms_acceptance where application_id = ?', [linked.id]);
    expect(viaLink!.via).toBe('payment_link');
  });

  it('once paid, the case room offers the receipt and the accepted agreement as PDFs, and the payment e-mail links both', async () => {
    const paid = await newCase('es');
    await request(t.url).post('/api/terms-acceptance').send({ applicationId: paid.id, ...acceptance('es') }).expect(201);
    const before = await request(t.url).get(`/api/case-status/${paid.statusToken}/billing`).expect(200);
    expect(before.body.receipt).toBeNull();
    await request(t.url).get(`/api/case-status/${paid.statusToken}/receipt.pdf`).expect(404);
    const intent = await request(t.url).post('/api/create-payment-intent').send({ applicationId: paid.id }).expect(200);
    await request(t.url).post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret }).expect(200);

    const billing = await request(t.url).get(`/api/case-status/${paid.statusToken}/billing`).expect(200);
    expect(billing.body).toEqual({
      agreement: {
        version: CURRENT_SERVICE_AGREEMENT.version,
        publishedOn: CURRENT_SERVICE_AGREEMENT.publishedOn,
        locale: 'es',
        textSha256: CURRENT_SERVICE_AGREEMENT.sha256.es,
        acceptedAt: expect.any(String),
        downloadUrl: expect.stringMatching(new RegExp(`/api/case-status/${paid.statusToken}/agreement\\.pdf$`)),
      },
      receipt: {
        number: expect.stringMatching(/^R-\d{4}-\d{6}$/),
        amount: 20000,
        currency: 'usd',
        paidAt: expect.any(String),
        cardLast4: null,
        refunded: 0,
        downloadUrl: expect.stringMatching(/\/receipt\.pdf$/),
      },
      refunds: [],
    });
    const receipt = await request(t.url).get(`/api/case-status/${paid.statusToken}/receipt.pdf`).buffer(true).parse(binaryBody).expect(200);
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="${billing.body.receipt.number}.pdf"`);
    const receiptText = await pdfText(receipt.body as Buffer);
    for (const expected of [`Recibo ${billing.body.receipt.number}`, 'Gig Account Reactivation LLC', 'Austin, TX 78701', paid.caseNumber, '$200.00 USD', 'Pago de prueba']) {
      expect(receiptText).toContain(expected);
    }
    const english = await request(t.url).get(`/api/case-status/${paid.statusToken}/receipt.pdf?lang=en`).buffer(true).parse(binaryBody).expect(200);
    expect(await pdfText(english.body as Buffer)).toContain(`Receipt ${billing.body.receipt.number}`);
    const agreement = await request(t.url).get(`/api/case-status/${paid.statusToken}/agreement.pdf`).buffer(true).parse(binaryBody).expect(200);
    const agreementText = await pdfText(agreement.body as Buffer);
    expect(agreementText).toContain(CURRENT_SERVICE_AGREEMENT.sha256.es);
    expect(agreementText).toContain('Firma y documentos electrónicos');
    await request(t.url).get(`/api/case-status/${'z'.repeat(32)}/agreement.pdf`).expect(404);

    await eventually(() => expect(smtp.to(paid.email).filter((mail) => /Recibimos tu pago/.test(mail.subject ?? ''))).toHaveLength(1));
    const [mail] = smtp.to(paid.email).filter((sent) => /Recibimos tu pago/.test(sent.subject ?? ''));
    expect(mail!.html).toContain(`/api/case-status/${paid.statusToken}/receipt.pdf`);
    expect(mail!.html).toContain(`/api/case-status/${paid.statusToken}/agreement.pdf`);
    expect(mail!.text).toContain(billing.body.receipt.number);
  });
});
