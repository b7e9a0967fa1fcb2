import { contentDisposition } from './storage.js';

describe('the header that names a download (RFC 6266)', () => {
  test('a plain ASCII name goes as filename alone', () => {
    expect(contentDisposition('document.pdf')).toBe('inline; filename="document.pdf"');
  });

  test('a Nepali name goes as UTF-8 filename*, with an ASCII filename that keeps the date', () => {
    const header = contentDisposition('जन्म-मिति-प्रमाणित-२०८३-०८-०८.pdf', 'attachment');
    expect(header).toBe(
      `attachment; filename="document-2083-08-08.pdf"; filename*=UTF-8''${encodeURIComponent('जन्म-मिति-प्रमाणित-२०८३-०८-०८.pdf')}`,
    );
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  test('quotes, parentheses and semicolons cannot break out of the header', () => {
    const header = contentDisposition(`a"; filename="evil.exe (1)*'.pdf`);
    expect(header).toBe(
      `inline; filename="a-filename-evil.exe-1-.pdf"; filename*=UTF-8''a%22%3B%20filename%3D%22evil.exe%20%281%29%2A%27.pdf`,
    );
  });
});
