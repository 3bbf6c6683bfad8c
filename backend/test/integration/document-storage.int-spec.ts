import { lstat, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import request from 'supertest';
import type { DocumentStorage } from '../../src/documents/document-storage.port';
import { LocalDocumentStorage } from '../../src/documents/local-document-storage.adapter';
import { S3DocumentStorage } from '../../src/documents/s3-document-storage.adapter';
import { UPLOAD_TEMP_DIR } from '../../src/documents/uploads/upload-guard';
import { eventually } from '../utils/eventually';
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

/** Every folder and file under `root` (itself included), with its permission bits, as `path: 0700`. */
async function modesUnder(root: string): Promise<Record<string, string>> {
  const modes: Record<string, string> = { '.': ((await lstat(root)).mode & 0o777).toString(8) };
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    modes[relative(root, path)] = ((await lstat(path)).mode & 0o777).toString(8);
  }
  return modes;
}

describe('documents on the local disk', () => {
  let t: TestApp;
  let umask: number;
  let dataDir: string;

  beforeAll(async () => {
    // The loosest umask there is: whatever the modes are, the app set them itself.
    umask = process.umask(0);
    dataDir = join(await mkdtemp(join(tmpdir(), 'private-docs-')), 'data');
    t = await startTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    try {
      await t.close();
    } finally {
      process.umask(umask);
      await rm(join(dataDir, '..'), { recursive: true, force: true });
    }
  });

  it('are stored 0600 in folders 0700, each folder made on the way included, whatever the umask', async () => {
    await request(t.url)
      .post('/api/applications')
      .field(validApplicationFields)
      .attach('documents', PNG, 'photo.png')
      .attach('documents', PDF, 'letter.pdf')
      .expect(201);
    const modes = await modesUnder(join(dataDir, 'documents'));
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    const files = Object.keys(modes).filter((path) => /\.(png|pdf)$/.test(path));
    expect(files).toHaveLength(2);
    expect(modes).toEqual({
      '.': '700',
      cases: '700',
      [`cases/${month.slice(0, 4)}`]: '700',
      [`cases/${month}`]: '700',
      ...Object.fromEntries(files.map((path) => [path, '600'])),
    });
  });

  it('are received into private temporary files (0600 in a 0700 folder) while the upload runs', async () => {
    const before = new Set(await readdir(UPLOAD_TEMP_DIR).catch(() => []));
    const boundary = `----private${Date.now()}`;
    const url = new URL('/api/applications', t.url);
    let finishUpload = () => {};
    const answer = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method: 'POST',
          headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      for (const [key, value] of Object.entries(validApplicationFields)) {
        req.write(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`);
      }
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      req.write(PDF);
      req.write(Buffer.alloc(256 * 1024, 0x20));
      // The rest of the body waits until the temporary file has been looked at.
      finishUpload = () => req.end(`\r\n--${boundary}--\r\n`);
    });
    let fileMode: number;
    let folderMode: number;
    try {
      const temporary = await eventually(async () => {
        const added = (await readdir(UPLOAD_TEMP_DIR)).filter((name) => !before.has(name));
        if (added.length === 0) throw new Error('no temporary file yet');
        return join(UPLOAD_TEMP_DIR, added[0]!);
      });
      fileMode = (await lstat(temporary)).mode & 0o777;
      folderMode = (await lstat(UPLOAD_TEMP_DIR)).mode & 0o777;
    } finally {
      finishUpload();
    }
    expect(await answer).toBe(201);
    expect({ file: fileMode.toString(8), folder: folderMode.toString(8) }).toEqual({ file: '600', folder: '700' });
  });

  it('refuses to store into a folder that is a link to elsewhere', async () => {
    const workDir = await mkdtemp(join(tmpdir(), 'storage-link-'));
    try {
      const elsewhere = join(workDir, 'elsewhere');
      await mkdir(join(workDir, 'stored', 'cases'), { recursive: true });
      await mkdir(elsewhere);
      await symlink(elsewhere, join(workDir, 'stored', 'cases', '2026'));
      const source = join(workDir, 'upload');
      await writeFile(source, PDF);
      const storage: DocumentStorage = new LocalDocumentStorage(join(workDir, 'stored'));
      await expect(
        storage.put('cases/2026/11/a.pdf', source, { contentType: 'application/pdf', sizeBytes: PDF.length }),
      ).rejects.toThrow(/not a folder/);
      expect(await readdir(elsewhere)).toEqual([]);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
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
