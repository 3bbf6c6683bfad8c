import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  JPEG_2X2,
  LAUNCH_PDF,
  OBJECT_STREAM_JS_PDF,
  PLAIN_PDF,
  jpeg,
  letterPdf,
  pdfStream,
  png,
} from '../../test/utils/document-samples';
import { checkDocument } from './document-checks';

const limits = { maxPixels: 40_000_000, maxSide: 30_000 };

describe('checkDocument', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'document-checks-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const check = async (bytes: Buffer) => {
    const path = join(dir, String(Math.random()));
    await writeFile(path, bytes);
    return checkDocument(path, limits);
  };

  it('accepts images within the pixel budget', async () => {
    expect(await check(png(3, 2))).toEqual({ accepted: true, type: 'image/png' });
    expect(await check(JPEG_2X2)).toEqual({ accepted: true, type: 'image/jpeg' });
    expect(await check(png(6_000, 6_000))).toEqual({ accepted: true, type: 'image/png' }); // 36 MP, a 600 dpi scan of a letter page
    expect(await check(jpeg(1_080, 30_000))).toEqual({ accepted: true, type: 'image/jpeg' }); // a long phone screenshot
  });

  it('refuses images over the budget in area or on a side, saying why', async () => {
    expect(await check(png(7_000, 6_000))).toEqual({
      accepted: false,
      refusal: 'documents.imageTooLarge',
      reason: 'image/png of 7000 × 6000 pixels',
    });
    expect(await check(jpeg(30_001, 10))).toMatchObject({ accepted: false, refusal: 'documents.imageTooLarge' });
    expect(await check(png(100_000, 100_000))).toMatchObject({ accepted: false, refusal: 'documents.imageTooLarge' });
  });

  it('refuses a malformed image header as it refuses a wrong type', async () => {
    expect(await check(png(3, 2).subarray(0, 20))).toEqual({
      accepted: false,
      refusal: 'documents.rejected',
      reason: 'malformed image/png header',
    });
    expect(await check(Buffer.from('MZ\x90\x00'))).toMatchObject({ accepted: false, refusal: 'documents.rejected' });
  });

  it('accepts a plain PDF and refuses one that runs code or cannot be checked, saying what it found', async () => {
    expect(await check(PLAIN_PDF)).toEqual({ accepted: true, type: 'application/pdf' });
    expect(await check(OBJECT_STREAM_JS_PDF)).toEqual({
      accepted: false,
      refusal: 'documents.pdfActiveContent',
      reason: 'PDF naming /JS, /JavaScript',
    });
    expect(await check(LAUNCH_PDF)).toMatchObject({ refusal: 'documents.pdfActiveContent', reason: 'PDF naming /Launch' });
    const lzw = letterPdf('', [pdfStream('9 0\n<< >>', '/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode ')]);
    expect(await check(lzw)).toEqual({
      accepted: false,
      refusal: 'documents.pdfUnchecked',
      reason: 'PDF not checked: object stream filtered with LZWDecode',
    });
  });
});
