import { crc32, deflateSync } from 'node:zlib';

/**
 * Real, small documents made byte by byte for the content checks: well-formed images and PDFs,
 * and the harmful ones (decompression bombs, PDFs that run code) an attacker would send.
 */

// ---------- PNG ----------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data, CRC of type and data (PNG spec §5.3). */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An IHDR's 13 bytes: 8-bit RGB, no interlace. */
export function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 2, 0, 0, 0], 8);
  return data;
}

/**
 * A PNG of `width` × `height` white pixels. A small one holds every row; a huge one (a bomb) holds
 * only its first row, as an attacker's file needs only its header to make a viewer allocate.
 */
export function png(width: number, height: number): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xff)]);
  const rows = width * height <= 4096 ? height : 1;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr(width, height)),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: rows }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------- JPEG ----------

/** A real 2 × 2 white baseline JPEG (JFIF-less, as libjpeg writes it): SOI, DQT × 2, SOF0, DHT × 4, SOS, data, EOI. */
export const JPEG_2X2 = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9j' +
    'QjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAA' +
    'AAAAAAAAB//EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8A' +
    'QAf/2Q==',
  'base64',
);

/** Where JPEG_2X2's SOF0 segment starts (its FF C0 marker). */
const SOF0_AT = JPEG_2X2.indexOf(Buffer.from([0xff, 0xc0, 0x00, 0x11]));

/** JPEG_2X2 with its frame header (SOF0) claiming `width` × `height`. */
export function jpeg(width: number, height: number): Buffer {
  const file = Buffer.from(JPEG_2X2);
  file.writeUInt16BE(height, SOF0_AT + 5);
  file.writeUInt16BE(width, SOF0_AT + 7);
  return file;
}

/**
 * A JPEG whose real frame header claims `width` × `height`, behind an Exif segment holding the bytes
 * of a small frame header: a reader that looks for FF C0 instead of walking the segments sees 2 × 2.
 */
export function jpegWithDecoyFrame(width: number, height: number): Buffer {
  const decoy = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), JPEG_2X2.subarray(SOF0_AT, SOF0_AT + 19)]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(decoy.length + 2, 2);
  const real = jpeg(width, height);
  return Buffer.concat([real.subarray(0, 2), app1, decoy, real.subarray(2)]);
}

// ---------- PDF ----------

/** An object body holding a stream, with its /Length (`extra` goes into the stream's dictionary). */
export function pdfStream(data: string | Buffer, extra = ''): string {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return `<< /Length ${bytes.length} ${extra}>>\nstream\n${bytes.toString('latin1')}\nendstream`;
}

/**
 * A well-formed PDF of the given object bodies (numbered from 1; object 1 is the catalog) with a
 * cross-reference table, or, when `compressed` names objects, with those objects inside one
 * FlateDecode object stream and a cross-reference stream that points into it (ISO 32000-1 §7.5.7, §7.5.8).
 */
export function pdf(objects: string[], compressed: number[] = []): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  const push = (text: string | Buffer) => {
    const bytes = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
    parts.push(bytes);
    offset += bytes.length;
  };
  const offsets = new Map<number, number>();
  push('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  objects.forEach((body, index) => {
    const number = index + 1;
    if (compressed.includes(number)) return;
    offsets.set(number, offset);
    push(`${number} 0 obj\n${body}\nendobj\n`);
  });

  if (compressed.length === 0) {
    const xrefAt = offset;
    const size = objects.length + 1;
    let table = `xref\n0 ${size}\n0000000000 65535 f \n`;
    for (let number = 1; number < size; number += 1) table += `${String(offsets.get(number)).padStart(10, '0')} 00000 n \n`;
    push(`${table}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
    return Buffer.concat(parts);
  }

  const streamNumber = objects.length + 1;
  const xrefNumber = streamNumber + 1;
  let bodies = '';
  const pairs: string[] = [];
  for (const number of compressed) {
    pairs.push(`${number} ${bodies.length}`);
    bodies += `${objects[number - 1]}\n`;
  }
  const header = `${pairs.join(' ')}\n`;
  const packed = deflateSync(Buffer.from(header + bodies, 'latin1'));
  offsets.set(streamNumber, offset);
  push(`${streamNumber} 0 obj\n`);
  push(pdfStream(packed, `/Type /ObjStm /N ${compressed.length} /First ${header.length} /Filter /FlateDecode `));
  push('\nendobj\n');

  const xrefAt = offset;
  const entries = Buffer.alloc((xrefNumber + 1) * 7);
  entries.set([0, 0, 0, 0, 0, 0xff, 0xff], 0);
  for (let number = 1; number <= xrefNumber; number += 1) {
    const at = number * 7;
    const inStream = compressed.indexOf(number);
    if (inStream >= 0) {
      entries[at] = 2;
      entries.writeUInt32BE(streamNumber, at + 1);
      entries.writeUInt16BE(inStream, at + 5);
    } else {
      entries[at] = 1;
      entries.writeUInt32BE(number === xrefNumber ? xrefAt : offsets.get(number)!, at + 1);
    }
  }
  push(`${xrefNumber} 0 obj\n`);
  push(pdfStream(entries, `/Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R `));
  push(`\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** A one-page letter; `catalogExtra` goes into the catalog, `more` are objects 6, 7, … */
export function letterPdf(catalogExtra = '', more: string[] = [], compressed: number[] = []): Buffer {
  const text = 'BT /F1 18 Tf 72 720 Td (Your account has been deactivated.) Tj ET';
  return pdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      pdfStream(deflateSync(Buffer.from(text, 'latin1')), '/Filter /FlateDecode '),
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ...more,
    ],
    compressed,
  );
}

/** A plain letter that opens on its first page fitted to the window (an OpenAction that runs nothing). */
export const PLAIN_PDF = letterPdf('/OpenAction [3 0 R /Fit] ');

/** Runs JavaScript as soon as it is opened. */
export const OPEN_ACTION_JS_PDF = letterPdf('/OpenAction 6 0 R ', [
  "<< /Type /Action /S /JavaScript /JS (app.alert\\('opened'\\);) >>",
]);

/** The same, with the catalog and the action inside a compressed object stream (nothing in clear). */
export const OBJECT_STREAM_JS_PDF = letterPdf(
  '/OpenAction 6 0 R ',
  ["<< /Type /Action /S /JavaScript /JS (app.alert\\('opened'\\);) >>"],
  [1, 2, 3, 5, 6],
);

/** The names written with #xx escapes (ISO 32000-1 §7.3.5): /Java#53cript is /JavaScript, /J#53 is /JS. */
export const HEX_ESCAPED_JS_PDF = letterPdf("/OpenAction << /S /Java#53cript /J#53 (app.alert\\('opened'\\);) >> ");

/** Starts a program when opened. */
export const LAUNCH_PDF = letterPdf('/OpenAction << /S /Launch /Win << /F (cmd.exe) /P (/c calc.exe) >> >> ');
