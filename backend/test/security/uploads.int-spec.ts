import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import { UPLOAD_TEMP_DIR } from '../../src/documents/uploads/upload-guard';
import { signedInStaff } from '../utils/admin';
import {
  HEX_ESCAPED_JS_PDF,
  LAUNCH_PDF,
  OBJECT_STREAM_JS_PDF,
  OPEN_ACTION_JS_PDF,
  PLAIN_PDF,
  jpeg,
  png,
} from '../utils/document-samples';
import { PNG, pdfOfSize, validApplicationFields, validCaseReview } from '../utils/fixtures';
import { RedisProcess } from '../utils/redis-process';
import { from, leakedSecrets, report, restoreRedis, startSecurityApp, type SecurityApp } from './security-app';

const MB = 1024 * 1024;

async function filesUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/** What an attack may have written: cases, document rows, stored files. */
async function written(t: SecurityApp) {
  return {
    cases: await t.count('application'),
    documents: await t.count('application_document'),
    files: await filesUnder(join(t.env.DATA_DIR, 'documents')),
  };
}

function submit(t: SecurityApp, ip: string, files: Buffer[], email = 'ana.lopez@example.com') {
  const req = request(t.url).post('/api/applications').set(from(ip));
  for (const [key, value] of Object.entries({ ...validApplicationFields, email })) req.field(key, value);
  files.forEach((content, i) =>
    req.attach('documents', content, { filename: `letter-${i}.pdf`, contentType: 'application/pdf' }),
  );
  return req;
}

/** A multipart body sent in chunks with no Content-Length, so only the bytes themselves can tell its size. */
function submitChunked(
  t: SecurityApp,
  ip: string,
  files: Buffer[],
): Promise<{ status: number; body: { message?: string; errors?: Record<string, string> } }> {
  const boundary = `----attack${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(validApplicationFields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  files.forEach((content, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="f${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
    );
    parts.push(content, Buffer.from('\r\n'));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const url = new URL('/api/applications', t.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked', ...from(ip) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }));
      },
    );
    req.on('error', reject);
    for (const part of parts) for (let at = 0; at < part.length; at += 256 * 1024) req.write(part.subarray(at, at + 256 * 1024));
    req.end();
  });
}

/** Item 6: filling the disk through uploads. */
describe('attack: filling the disk with uploads', () => {
  let t: SecurityApp;

  beforeAll(async () => {
    t = await startSecurityApp({ RATE_LIMIT_PUBLIC_WRITES: '100', UPLOAD_MB_PER_IP_PER_DAY: '50' });
  });
  afterAll(async () => {
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
  });

  it('a submission over 25 MB in all is refused with 413 and nothing stored, whether it says its size or not', async () => {
    const before = await written(t);
    const nineMb = pdfOfSize(9 * MB);
    const declared = await submit(t, '198.51.100.60', [nineMb, nineMb, nineMb]).expect(413);
    expect(declared.body.errors).toEqual({ documents: expect.stringMatching(/25MB/) });
    const chunked = await submitChunked(t, '198.51.100.61', [nineMb, nineMb, nineMb]);
    expect(chunked.status).toBe(413);
    expect(chunked.body.errors?.documents).toMatch(/25MB/);
    expect(await written(t)).toEqual(before);
    expect(await filesUnder(UPLOAD_TEMP_DIR)).toBe(0);
    report({ attack: 'upload over 25 MB in one submission (declared and chunked)', attempts: 2, refused: 2, stored: 0 });
  });

  it('an address gets its daily bytes and then no more files, while its case text still goes in and others upload', async () => {
    const ip = '198.51.100.62';
    const before = await written(t);
    const twentyMb = [pdfOfSize(10 * MB - 1024), pdfOfSize(10 * MB - 1024)];
    await submit(t, ip, twentyMb, 'first@example.com').expect(201);
    await submit(t, ip, twentyMb, 'second@example.com').expect(201);
    const refused = await submit(t, ip, twentyMb, 'third@example.com').expect(429);
    expect(refused.body.errors).toEqual({ documents: expect.stringMatching(/without documents/) });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await written(t)).toEqual({ cases: before.cases + 2, documents: before.documents + 4, files: before.files + 4 });
    // The case itself, without files, is still taken from that address.
    await submit(t, ip, [], 'third@example.com').expect(201);
    await request(t.url).post('/api/submit-case-review').set(from(ip)).send(validCaseReview).expect(201);
    await submit(t, '198.51.100.63', twentyMb, 'neighbour@example.com').expect(201);
    report({ attack: 'daily upload bytes of one address (3 × 20 MB, 50 MB budget)', attempts: 3, refused: 1, stored: 2 });
  });

  it('with the disk nearly full new files are refused with 503, and cases without files are still taken', async () => {
    const full = await startSecurityApp({ UPLOAD_MIN_FREE_MB: String(1024 * 1024 * 1024) });
    try {
      const before = await written(full);
      const refused = await submit(full, '198.51.100.64', [PNG]).expect(503);
      expect(refused.body.errors).toEqual({ documents: expect.stringMatching(/cannot accept files right now/) });
      expect(await written(full)).toEqual(before);
      await submit(full, '198.51.100.64', []).expect(201);
      await request(full.url).post('/api/submit-case-review').send(validCaseReview).expect(201);
      report({ attack: 'upload while the disk is nearly full', attempts: 1, refused: 1, stored: 0 });
    } finally {
      await full.close();
    }
  });
});

/** Files that harm whoever opens them: decompression bombs, PDFs that run code when opened. */
describe('attack: harmful files through the home form and the case room', () => {
  let t: SecurityApp;
  let staff: { token: string };

  beforeAll(async () => {
    t = await startSecurityApp({ RATE_LIMIT_PUBLIC_WRITES: '100' });
    staff = await signedInStaff(t, 'files-vera');
  });
  afterAll(async () => {
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
  });

  /** A case with one open document request, as staff make it; the client's link token and the request. */
  async function roomWithRequest(ip: string) {
    const email = `room-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const made = await request(t.url)
      .post('/api/submit-case-review')
      .set(from(ip))
      .send({ ...validCaseReview, email })
      .expect(201);
    const [row] = await t.orm.em
      .getConnection()
      .execute<Array<{ id: string; status_token: string }>>('select id, status_token from application where case_number = ?', [
        made.body.caseNumber,
      ]);
    t.secrets.add(row!.status_token);
    const asked = await request(t.url)
      .post(`/api/admin/applications/${row!.id}/document-requests`)
      .set('Authorization', `Bearer ${staff.token}`)
      .send({ items: ['Deactivation notice'] })
      .expect(201);
    return { token: row!.status_token, requestId: (asked.body as Array<{ id: string }>)[0]!.id };
  }

  const IMAGE = { en: /too many pixels/, es: /demasiados píxeles/ };
  const PDF_CODE = { en: /contains scripts/, es: /contiene scripts/ };
  const HARMFUL: Array<[string, () => Buffer, string, string, { en: RegExp; es: RegExp }]> = [
    ['PNG whose header claims 100000 × 100000 pixels', () => png(100_000, 100_000), 'screenshot.png', 'image/png', IMAGE],
    ['JPEG whose frame header claims 65000 × 65000 pixels', () => jpeg(65_000, 65_000), 'photo.jpg', 'image/jpeg', IMAGE],
    ['PDF running JavaScript on open (OpenAction)', () => OPEN_ACTION_JS_PDF, 'letter.pdf', 'application/pdf', PDF_CODE],
    [
      'PDF with its JavaScript inside a compressed object stream',
      () => OBJECT_STREAM_JS_PDF,
      'letter.pdf',
      'application/pdf',
      PDF_CODE,
    ],
    [
      'PDF with the JavaScript names hex-escaped (/Java#53cript)',
      () => HEX_ESCAPED_JS_PDF,
      'letter.pdf',
      'application/pdf',
      PDF_CODE,
    ],
    ['PDF starting a program on open (Launch)', () => LAUNCH_PDF, 'letter.pdf', 'application/pdf', PDF_CODE],
  ];

  it.each(HARMFUL)(
    '%s: refused on the home form (English) and in the case room (Spanish), nothing stored',
    async (attack, make, filename, contentType, message) => {
      const ip = `198.51.100.${70 + HARMFUL.findIndex(([name]) => name === attack)}`;
      const room = await roomWithRequest(ip);
      const before = await written(t);

      const home = request(t.url).post('/api/applications').set(from(ip)).set('Accept-Language', 'en');
      for (const [key, value] of Object.entries(validApplicationFields)) home.field(key, value);
      const fromHome = await home.attach('documents', make(), { filename, contentType });
      const fromRoom = await request(t.url)
        .post(`/api/case-status/${room.token}/requests/${room.requestId}/documents`)
        .set(from(ip))
        .set('Accept-Language', 'es')
        .attach('documents', make(), { filename, contentType });

      const after = await written(t);
      const refused = [fromHome, fromRoom].filter((res) => res.status === 415).length;
      report({ attack: `${attack} (home form, case room)`, attempts: 2, refused, stored: after.files - before.files });
      expect([fromHome.status, fromRoom.status]).toEqual([415, 415]);
      expect(fromHome.body.errors).toEqual({ documents: expect.stringMatching(message.en) });
      expect(fromRoom.body.errors).toEqual({ documents: expect.stringMatching(message.es) });
      expect(after).toEqual(before);
    },
  );

  it('a plain letter and real images still go in, through both doors', async () => {
    const room = await roomWithRequest('198.51.100.79');
    const before = await written(t);
    await request(t.url)
      .post('/api/applications')
      .set(from('198.51.100.79'))
      .field(validApplicationFields)
      .attach('documents', PLAIN_PDF, 'letter.pdf')
      .attach('documents', png(1_080, 2_400), 'screenshot.png')
      .expect(201);
    await request(t.url)
      .post(`/api/case-status/${room.token}/requests/${room.requestId}/documents`)
      .set(from('198.51.100.79'))
      .attach('documents', PLAIN_PDF, 'notice.pdf')
      .attach('documents', jpeg(4_000, 3_000), 'photo.jpg')
      .expect(201);
    expect(await written(t)).toEqual({ cases: before.cases + 1, documents: before.documents + 4, files: before.files + 4 });
  });
});

describe('attack: flooding submissions while Redis is down', () => {
  let redis: RedisProcess;
  let t: SecurityApp;

  beforeAll(async () => {
    redis = await RedisProcess.start();
    t = await startSecurityApp({ REDIS_URL: redis.url, RATE_LIMIT_PUBLIC_WRITES: '10' });
  });
  afterAll(async () => {
    // Back up first: the app's queue workers wait for Redis to close cleanly.
    await restoreRedis(t, redis);
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
    await redis.kill();
  });

  it('the per-address limit still holds (counted in the instance) and cases still go in', async () => {
    await redis.kill();
    const before = await t.count('application');
    const answers = [];
    for (let i = 0; i < 15; i += 1) {
      answers.push(
        (await request(t.url).post('/api/submit-case-review').set(from('198.51.100.65')).send(validCaseReview)).status,
      );
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(10);
    expect(answers.filter((status) => status === 429)).toHaveLength(5);
    expect((await t.count('application')) - before).toBe(10);
    report({ attack: '15 submissions from one address with Redis down (limit 10)', attempts: 15, refused: 5, stored: 10 });
  });
});
