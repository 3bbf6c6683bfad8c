import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { DocumentStorage } from '../../src/documents/document-storage.port';
import { LocalDocumentStorage } from '../../src/documents/local-document-storage.adapter';
import { S3DocumentStorage } from '../../src/documents/s3-document-storage.adapter';
import { PDF, PNG, PLAIN_TEXT, validApplicationFields } from '../utils/fixtures';
import { S3Server } from '../utils/s3-server';
import { startTestApp, type TestApp } from '../utils/test-app';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The same contract, checked on both adapters. */
describe.each([
  ['local disk', async (workDir: string) => new LocalDocumentStorage(join(workDir, 'stored'))],
  ['S3 (s3rver)', async () => new S3DocumentStorage({ ...s3Options(), forcePathStyle: true })],
] as const)('DocumentStorage on %s', (_name, make) => {
  let storage: DocumentStorage;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'storage-src-'));
    storage = await make(workDir);
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it('stores, reads back and removes a file', async () => {
    const source = join(workDir, 'upload');
    await writeFile(source, PDF);
    await storage.put('cases/2026/11/a.pdf', source, { contentType: 'application/pdf', sizeBytes: PDF.length });
    expect(await readAll(await storage.read('cases/2026/11/a.pdf'))).toEqual(PDF);
    await storage.remove(['cases/2026/11/a.pdf', 'cases/never/stored.pdf']);
    await expect(storage.read('cases/2026/11/a.pdf')).rejects.toBeDefined();
  });
});

let s3: S3Server;
function s3Options() {
  return {
    bucket: s3.env.S3_BUCKET!,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
    connectionTimeoutMs: 5000,
    requestTimeoutMs: 30_000,
  };
}

beforeAll(async () => {
  s3 = await S3Server.start();
});
afterAll(() => s3.stop());

describe('intake with S3 storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(s3.env);
  });
  afterAll(() => t.close());

  it('puts the documents of a case in the bucket under server-made names', async () => {
    const before = await s3.keys();
    await request(t.url)
      .post('/api/applications')
      .field(validApplicationFields)
      .attach('documents', PNG, 'my photo.png')
      .attach('documents', PDF, 'letter.pdf')
      .expect(201);
    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(2);
    expect(added.every((key) => /^cases\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(png|pdf)$/.test(key))).toBe(true);
    const png = added.find((key) => key.endsWith('.png'))!;
    expect(await s3.read(png)).toEqual(PNG);
  });

  it('leaves the bucket untouched when a document is refused', async () => {
    const before = await s3.keys();
    await request(t.url)
      .post('/api/applications')
      .field(validApplicationFields)
      .attach('documents', PDF, 'letter.pdf')
      .attach('documents', PLAIN_TEXT, 'photo.png')
      .expect(415);
    expect(await s3.keys()).toEqual(before);
  });
});
