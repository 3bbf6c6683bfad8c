import { maskSecrets } from './mask-secrets';

const TOKEN = 'Qm9vbGVhbi1sb25nLXJhbmRvbS10b2tlbi0xMjM0NTY3ODkw';

describe('secrets in log lines', () => {
  it.each([
    [`/payment/${TOKEN}`, '/payment/***'],
    [`/api/payment/${TOKEN}`, '/api/payment/***'],
    [`/api/payment/${TOKEN}/intent`, '/api/payment/***/intent'],
    [`/case/${TOKEN}`, '/case/***'],
    [`/api/case-status/${TOKEN}`, '/api/case-status/***'],
    [`/api/drafts/${TOKEN}`, '/api/drafts/***'],
    [`/feedback/${TOKEN}?score=5`, '/feedback/***?score=5'],
    [`/api/satisfaction/${TOKEN}`, '/api/satisfaction/***'],
    [`https://site.example/?lang=es#draft=${TOKEN}`, 'https://site.example/?lang=es#draft=***'],
    [`{"path":"/payment/${TOKEN}","status":200}`, '{"path":"/payment/***","status":200}'],
  ])('masks the token of %s', (line, expected) => {
    expect(maskSecrets(line)).toBe(expected);
  });

  it.each([
    [`/api/Case-Status/${TOKEN}`, '/api/Case-Status/***'],
    [`/API/PAYMENT/${TOKEN}/intent`, '/API/PAYMENT/***/intent'],
    [`/api/Drafts/${TOKEN}`, '/api/Drafts/***'],
    [`/api/%43ase-status/${TOKEN}`, '/api/%43ase-status/***'],
    [`/api/c%61se-st%2561tus/${TOKEN}`, '/api/c%61se-st%2561tus/***'],
    [`/api/case-status%2F${TOKEN}`, '/api/case-status%2F***'],
    [`/api/case-status%2f${TOKEN}`, '/api/case-status%2f***'],
    [`/api/case-status%252F${TOKEN}`, '/api/case-status%252F***'],
    [`/api/case-status//${TOKEN}`, '/api/case-status//***'],
    [`/api/drafts/%2F${TOKEN}`, '/api/drafts/%2F***'],
    [`{"path":"/api/drafts\\${TOKEN}"}`, '{"path":"/api/drafts\\***"}'],
    [`/api%5Cpayment%5C${TOKEN}`, '/api%5Cpayment%5C***'],
    [`/Case/%51${TOKEN}`, '/Case/***'],
    [`https://site.example/%23DRAFT%3D${TOKEN}`, 'https://site.example/%23DRAFT%3D***'],
    [`Cannot GET /api/CASE-STATUS/${TOKEN}/messages`, 'Cannot GET /api/CASE-STATUS/***/messages'],
  ])('masks the token of %s, whatever its spelling', (line, expected) => {
    expect(maskSecrets(line)).toBe(expected);
  });

  it('masks staff tokens, bot tokens and client secrets', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    expect(maskSecrets(`Bearer ${jwt} refused`)).toBe('Bearer *** refused');
    expect(maskSecrets('POST https://api.telegram.org/bot123456:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/sendMessage')).toBe(
      'POST https://api.telegram.org/bot***/sendMessage',
    );
    expect(maskSecrets('intent pi_3Nabc_secret_xyz123 confirmed')).toBe('intent *** confirmed');
  });

  it('leaves ordinary lines alone', () => {
    const line = '{"context":"HTTP","method":"GET","path":"/api/admin/applications/1b2c","status":200,"ms":3}';
    expect(maskSecrets(line)).toBe(line);
    expect(maskSecrets('/payments/test/confirm')).toBe('/payments/test/confirm');
    expect(maskSecrets('/payment-success/DR-2026-000123')).toBe('/payment-success/DR-2026-000123');
    expect(maskSecrets('/case-studies/one')).toBe('/case-studies/one');
    expect(maskSecrets('POST /api/drafts 201')).toBe('POST /api/drafts 201');
    expect(maskSecrets('event case.submitted 100% published')).toBe('event case.submitted 100% published');
  });
});
