import { crc32 } from 'node:zlib';
import { JPEG_2X2, ihdr, jpeg, jpegWithDecoyFrame, png, pngChunk } from '../../test/utils/document-samples';
import { jpegDimensions, pngDimensions } from './image-dimensions';

const SIGNATURE = png(1, 1).subarray(0, 8);
/** A PNG that is only a signature and this IHDR data (with a correct CRC unless told). */
const pngWithHeader = (data: Buffer) => Buffer.concat([SIGNATURE, pngChunk('IHDR', data), pngChunk('IEND', Buffer.alloc(0))]);

describe('pngDimensions', () => {
  it('reads the size from IHDR, a real image and a bomb alike', () => {
    expect(pngDimensions(png(3, 2))).toEqual({ width: 3, height: 2 });
    expect(pngDimensions(png(100_000, 100_000))).toEqual({ width: 100_000, height: 100_000 });
  });

  it('refuses headers a viewer would refuse', () => {
    const file = png(3, 2);
    expect(pngDimensions(file.subarray(0, 30))).toBeNull(); // cut inside IHDR
    expect(pngDimensions(pngWithHeader(ihdr(0, 5)))).toBeNull();
    expect(pngDimensions(pngWithHeader(ihdr(5, 2 ** 31)))).toBeNull(); // past the largest side PNG allows
    const sixteenBitIndexed = ihdr(4, 4);
    sixteenBitIndexed.set([16, 3], 8);
    expect(pngDimensions(pngWithHeader(sixteenBitIndexed))).toBeNull();
    const interlaceTwo = ihdr(4, 4);
    interlaceTwo[12] = 2;
    expect(pngDimensions(pngWithHeader(interlaceTwo))).toBeNull();
  });

  it('refuses an IHDR whose CRC does not match (the size was edited after the fact)', () => {
    const edited = Buffer.from(png(3, 2));
    edited.writeUInt32BE(100_000, 16);
    expect(pngDimensions(edited)).toBeNull();
    edited.writeUInt32BE(crc32(edited.subarray(12, 29)), 29);
    expect(pngDimensions(edited)).toEqual({ width: 100_000, height: 2 });
  });

  it('refuses a PNG whose first chunk is not IHDR, or an IHDR of the wrong length', () => {
    const textFirst = Buffer.concat([SIGNATURE, pngChunk('tEXt', Buffer.from('Title\0x')), png(3, 2).subarray(8)]);
    expect(pngDimensions(textFirst)).toBeNull();
    expect(pngDimensions(pngWithHeader(Buffer.concat([ihdr(3, 2), Buffer.from([0])])))).toBeNull();
  });
});

/** A JPEG segment: marker, then length and data. */
const segment = (marker: number, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};
/** A frame header's data: precision 8, height, width, and `components` components. */
const frame = (width: number, height: number, components = 3) => {
  const data = Buffer.alloc(6 + 3 * components);
  data[0] = 8;
  data.writeUInt16BE(height, 1);
  data.writeUInt16BE(width, 3);
  data[5] = components;
  return data;
};
const SOI = Buffer.from([0xff, 0xd8]);
const scan = Buffer.concat([segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])), Buffer.from([0x12, 0x34, 0xff, 0xd9])]);

describe('jpegDimensions', () => {
  it('reads the size from the frame header of a real JPEG and of a bomb', () => {
    expect(jpegDimensions(JPEG_2X2)).toEqual({ width: 2, height: 2 });
    expect(jpegDimensions(jpeg(65_000, 64_000))).toEqual({ width: 65_000, height: 64_000 });
  });

  it('walks the segments, so a frame header copied inside an Exif segment is not the one read', () => {
    expect(jpegDimensions(jpegWithDecoyFrame(60_000, 60_000))).toEqual({ width: 60_000, height: 60_000 });
  });

  it('knows every kind of frame (progressive, lossless, arithmetic) and skips fill bytes and standalone markers', () => {
    const progressive = Buffer.concat([SOI, segment(0xc2, frame(800, 600)), scan]);
    expect(jpegDimensions(progressive)).toEqual({ width: 800, height: 600 });
    const padded = Buffer.concat([SOI, Buffer.from([0xff, 0xff, 0xff]), segment(0xc9, frame(10, 20, 1)).subarray(1), scan]);
    expect(jpegDimensions(padded)).toEqual({ width: 10, height: 20 });
    // DHT (C4) and DAC (CC) look like frame markers by number but are not.
    const tables = Buffer.concat([
      SOI,
      segment(0xc4, Buffer.alloc(20)),
      segment(0xcc, Buffer.alloc(2)),
      segment(0xc0, frame(5, 6)),
      scan,
    ]);
    expect(jpegDimensions(tables)).toEqual({ width: 5, height: 6 });
  });

  it('takes the larger claim when a hierarchical size (DHP) and a frame disagree', () => {
    const hierarchical = Buffer.concat([SOI, segment(0xde, frame(100, 100)), segment(0xc5, frame(50_000, 50)), scan]);
    expect(jpegDimensions(hierarchical)).toEqual({ width: 50_000, height: 100 });
  });

  it('refuses malformed structures', () => {
    const good = segment(0xc0, frame(5, 6));
    const cases: Record<string, Buffer> = {
      'no SOI': Buffer.concat([good, scan]),
      'no frame before the scan': Buffer.concat([SOI, segment(0xdb, Buffer.alloc(65)), scan]),
      'no scan at all': Buffer.concat([SOI, good]),
      'two frame headers': Buffer.concat([SOI, good, segment(0xc0, frame(5, 6)), scan]),
      'a zero height (left to a DNL segment)': Buffer.concat([SOI, segment(0xc0, frame(5, 0)), scan]),
      'a frame header of the wrong length': Buffer.concat([SOI, segment(0xc0, frame(5, 6).subarray(0, 12)), scan]),
      'no components': Buffer.concat([SOI, segment(0xc0, frame(5, 6, 0)), scan]),
      'a length past the end': Buffer.concat([SOI, good, Buffer.from([0xff, 0xe1, 0x40, 0x00, 1, 2, 3])]),
      'a length below 2': Buffer.concat([SOI, Buffer.from([0xff, 0xe0, 0x00, 0x01]), good, scan]),
      'bytes where a marker should be': Buffer.concat([SOI, Buffer.from([0x00, 0x11]), good, scan]),
      'EOI before the scan': Buffer.concat([SOI, good, Buffer.from([0xff, 0xd9]), scan]),
      'a second SOI': Buffer.concat([SOI, SOI, good, scan]),
      'cut after a marker': Buffer.concat([SOI, Buffer.from([0xff, 0xe0])]),
    };
    for (const [name, file] of Object.entries(cases)) expect({ name, size: jpegDimensions(file) }).toEqual({ name, size: null });
  });
});
