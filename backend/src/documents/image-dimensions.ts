import { crc32 } from 'node:zlib';

/** The size an image's header claims, read without decoding a single pixel. */
export interface Dimensions {
  width: number;
  height: number;
}

/** Valid bit depths per PNG colour type (PNG spec, 3rd ed., §11.2.2 table 11.1). */
const PNG_BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16], // greyscale
  2: [8, 16], // truecolour
  3: [1, 2, 4, 8], // indexed
  4: [8, 16], // greyscale with alpha
  6: [8, 16], // truecolour with alpha
};
const PNG_MAX_SIDE = 2 ** 31 - 1;

/**
 * A PNG's size from its IHDR chunk, which must come right after the signature (PNG spec §5.6,
 * §11.2.2): length 13, then width and height (1 … 2³¹−1), a valid bit depth for the colour type,
 * compression, filter and interlace methods, and a CRC that matches. Null when any of it is wrong:
 * viewers refuse such a file, and so do we.
 */
export function pngDimensions(file: Uint8Array): Dimensions | null {
  if (file.length < 8 + 25) return null; // the signature, then IHDR: length, type, 13 bytes, CRC
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (view.getUint32(8) !== 13 || String.fromCharCode(...file.subarray(12, 16)) !== 'IHDR') return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const [bitDepth, colourType, compression, filter, interlace] = file.subarray(24, 29);
  const valid =
    width >= 1 &&
    width <= PNG_MAX_SIDE &&
    height >= 1 &&
    height <= PNG_MAX_SIDE &&
    (PNG_BIT_DEPTHS[colourType!] ?? []).includes(bitDepth!) &&
    compression === 0 &&
    filter === 0 &&
    (interlace === 0 || interlace === 1) &&
    view.getUint32(29) === crc32(file.subarray(12, 29));
  return valid ? { width, height } : null;
}

/** Start-of-frame markers: SOF0–3, 5–7, 9–11, 13–15 (ITU-T T.81 table B.1); C4, C8 and CC are other segments. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** DHP: a hierarchical image's whole size, ahead of its frames (T.81 §B.3.2). */
const DHP = 0xde;
const SOS = 0xda;
const EOI = 0xd9;
const SOI = 0xd8;

/**
 * A JPEG's size from its frame header, found by walking the segments from SOI (T.81 annex B):
 * each marker is FF (fill FFs allowed) and a code; standalone markers (TEM, RST0–7) have no length;
 * every other segment says its length, and is skipped whole, so bytes that look like a marker
 * inside an Exif or ICC segment are never read as one. The walk stops at the first scan (SOS),
 * which must come after exactly one frame header. Null for anything else: no SOI, bytes where a
 * marker should be, a length past the end, a frame header of the wrong length or with a zero side
 * (a height left to a DNL segment), a second frame header, SOI or EOI before the scan, no scan.
 */
export function jpegDimensions(file: Uint8Array): Dimensions | null {
  if (file[0] !== 0xff || file[1] !== SOI) return null;
  const u16 = (at: number) => (file[at]! << 8) | file[at + 1]!;
  let frame: Dimensions | null = null;
  let whole: Dimensions | null = null;
  let at = 2;
  while (at < file.length) {
    if (file[at] !== 0xff) return null;
    while (file[at] === 0xff) at += 1;
    if (at >= file.length) return null;
    const marker = file[at]!;
    at += 1;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0x00 || marker === SOI || marker === EOI) return null;
    if (at + 2 > file.length) return null;
    const length = u16(at);
    if (length < 2 || at + length > file.length) return null;
    if (SOF_MARKERS.has(marker) || marker === DHP) {
      // Lf, P, Y (height), X (width), Nf, then 3 bytes per component.
      const components = file[at + 7] ?? 0;
      if (length < 8 || components === 0 || length !== 8 + 3 * components) return null;
      const size = { height: u16(at + 3), width: u16(at + 5) };
      if (size.width === 0 || size.height === 0) return null;
      if (marker === DHP) {
        if (whole) return null;
        whole = size;
      } else {
        if (frame) return null;
        frame = size;
      }
    }
    if (marker === SOS) {
      if (!frame) return null;
      // A decoder without hierarchical support reads the frame: the larger claim counts.
      return whole ? { width: Math.max(whole.width, frame.width), height: Math.max(whole.height, frame.height) } : frame;
    }
    at += length;
  }
  return null;
}
