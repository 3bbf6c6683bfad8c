import { sniffDocumentType } from './file-sniffer';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffDocumentType', () => {
  it('knows PNG, JPEG and PDF by their first bytes', () => {
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffDocumentType(Buffer.from('MZ\x90\x00'))).toBeNull(); // a Windows executable
    expect(sniffDocumentType(Buffer.from('hello, this is text'))).toBeNull();
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e))).toBeNull(); // a truncated PNG signature
    expect(sniffDocumentType(bytes())).toBeNull();
  });
});
