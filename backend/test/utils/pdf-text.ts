import { spawn } from 'node:child_process';
import { join } from 'node:path';

/*
 * pdf.js (inside pdf-parse) loads its worker with a dynamic import(), which Jest's module runtime
 * refuses; the extraction therefore runs in a plain Node process that reads the PDF on stdin.
 */
const SCRIPT = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    const { text, total } = await parser.getText();
    process.stdout.write(JSON.stringify({ text, pages: total }));
  } finally {
    await parser.destroy();
  }
});`;

/** The text of a PDF, as a reader's copy-and-paste would give it, and its page count. */
export function pdfContent(pdf: Buffer): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', SCRIPT], { cwd: join(__dirname, '../..'), stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`PDF text extraction failed (${code}): ${Buffer.concat(err).toString()}`));
      resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as { text: string; pages: number });
    });
    child.stdin.end(pdf);
  });
}

export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfContent(pdf)).text;
}

type BodyParser = Extract<Parameters<import('supertest').Test['parse']>[0], (res: never, callback: never) => void>;

/** supertest's `.parse(binaryBody)`: the answer's bytes as a Buffer (a PDF, say). */
export const binaryBody: BodyParser = (res, done) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};
