import { describe, expect, it } from 'vitest';
import { partitionDocuments } from './file-rules';

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('partitionDocuments', () => {
  it('keeps .png, .jpg, .jpeg and .pdf files up to 10 MB, whatever the case of the extension', () => {
    const kept = [
      file('a.png', 'image/png', 10),
      file('b.JPG', 'image/jpeg', 10),
      file('c.jpeg', 'image/jpeg', 10),
      file('d.pdf', 'application/pdf', 10_485_760),
      file('e.pdf', '', 10),
    ];
    expect(partitionDocuments(kept)).toEqual({ accepted: kept, rejected: [] });
  });

  it('drops other types, empty files and files over 10 MB', () => {
    const dropped = [
      file('a.gif', 'image/gif', 10),
      file('b.exe', 'application/x-msdownload', 10),
      file('c.png', 'text/plain', 10),
      file('d.pdf', 'application/pdf', 10_485_761),
      file('e.png', 'image/png', 0),
    ];
    expect(partitionDocuments(dropped)).toEqual({ accepted: [], rejected: dropped });
  });
});
