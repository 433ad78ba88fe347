import { describe, expect, it } from 'vitest';
import {
  checkFileList,
  detectFileType,
  fileExtension,
  fileTypeMatchesExtension,
  MAX_FILE_SIZE_BYTES,
} from '../src/uploads.ts';

const MB = 1024 * 1024;
const pdf = (name = 'a.pdf', size = 1000) => ({ name, size, type: 'application/pdf' });
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('checkFileList', () => {
  it('accepts allowed files within the limits', () => {
    expect(
      checkFileList(
        [],
        [
          pdf(),
          { name: 'notes.TXT', size: 10, type: 'text/plain' },
          { name: 'scan.tiff', size: 10, type: '' },
        ],
      ),
    ).toBeNull();
  });

  it('refuses an empty drop (a folder)', () => {
    expect(checkFileList([], [])).toBe(
      "Your files can't be attached. If you are attempting to drop a folder, select all the files within the folder and drag them all at once.",
    );
  });

  it('allows at most five files, counting those attached', () => {
    expect(checkFileList([{ size: 1 }, { size: 1 }, { size: 1 }], [pdf(), pdf()])).toBeNull();
    expect(
      checkFileList([{ size: 1 }, { size: 1 }, { size: 1 }, { size: 1 }], [pdf(), pdf()]),
    ).toBe("Your files can't be attached. Only 5 attachments are allowed.");
  });

  it('refuses names with characters outside ASCII', () => {
    expect(checkFileList([], [pdf('résumé.pdf')])).toBe('Invalid characters in file name: é');
  });

  it('refuses extensions and types not on the list', () => {
    expect(
      checkFileList([], [{ name: 'run.exe', size: 10, type: 'application/x-msdownload' }]),
    ).toBe('Your file can\'t be attached. ".exe" file extensions are not allowed.');
    expect(checkFileList([], [{ name: 'a.pdf', size: 10, type: 'application/zip' }])).toBe(
      "Your file can't be attached. application/zip file types are not allowed.",
    );
    expect(checkFileList([], [{ name: 'folder', size: 0, type: '' }])).toBe(
      "Your file can't be attached. Not a file.",
    );
  });

  it('refuses empty and oversized files', () => {
    expect(checkFileList([], [pdf('empty.pdf', 0)])).toBe(
      "Your file can't be attached. empty.pdf is empty.",
    );
    expect(checkFileList([], [pdf('big.pdf', MAX_FILE_SIZE_BYTES + 1)])).toBe(
      "Your file can't be attached. big.pdf is larger than 10 MB.",
    );
    expect(checkFileList([], [pdf('ok.pdf', MAX_FILE_SIZE_BYTES)])).toBeNull();
  });

  it('limits the combined size to 10 MB', () => {
    expect(checkFileList([{ size: 6 * MB }], [pdf('b.pdf', 5 * MB)])).toBe(
      "Your files can't be attached. Combined size of all files must be 10 MB or less.",
    );
  });
});

describe('detectFileType', () => {
  it.each([
    ['pdf', ascii('%PDF-1.7\n...')],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['gif', ascii('GIF87a....')],
    ['gif', ascii('GIF89a....')],
    ['tiff', bytes(0x49, 0x49, 0x2a, 0x00, 8)],
    ['tiff', bytes(0x4d, 0x4d, 0x00, 0x2a, 0)],
    ['text', ascii('Plain text\r\nwith lines\tand tabs')],
    ['text', ascii('UTF-8 text: café')],
  ] as const)('recognises %s', (type, content) => {
    expect(detectFileType(content)).toBe(type);
  });

  it('refuses binary, NUL-bearing, invalid UTF-8 and empty content', () => {
    expect(detectFileType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull();
    expect(detectFileType(ascii('text\u0000with NUL'))).toBeNull();
    expect(detectFileType(bytes(0xc3, 0x28))).toBeNull();
    expect(detectFileType(bytes())).toBeNull();
    expect(detectFileType(ascii('%PDF'))).toBe('text');
  });
});

describe('fileTypeMatchesExtension', () => {
  it('matches content to the extension it promises', () => {
    expect(fileTypeMatchesExtension('jpeg', 'photo.JPG')).toBe(true);
    expect(fileTypeMatchesExtension('tiff', 'scan.tif')).toBe(true);
    expect(fileTypeMatchesExtension('text', 'readme.text')).toBe(true);
    expect(fileTypeMatchesExtension('text', 'fake.pdf')).toBe(false);
    expect(fileTypeMatchesExtension(null, 'a.pdf')).toBe(false);
    expect(fileTypeMatchesExtension('pdf', 'a.exe')).toBe(false);
  });

  it('reads extensions', () => {
    expect(fileExtension('a.b.PDF')).toBe('pdf');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});
