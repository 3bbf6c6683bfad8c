import { spawn } from 'node:child_process';

/*
 * pdf-parse (a dev dependency of the back end, hoisted to the root) reads the PDF in a plain Node
 * process: pdf.js loads its worker with a dynamic import that a test runner's module loader may refuse.
 */
const SCRIPT = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    process.stdout.write((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
});`;

/** The text of a PDF, as a reader's copy-and-paste would give it. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`PDF text extraction failed (${code}): ${Buffer.concat(err).toString()}`));
      else resolve(Buffer.concat(out).toString('utf8'));
    });
    child.stdin.end(pdf);
  });
}
