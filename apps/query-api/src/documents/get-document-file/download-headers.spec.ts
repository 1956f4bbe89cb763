import { contentDispositionOf, contentTypeOf } from './download-headers';

describe('download headers', () => {
  it('names the file twice: an ASCII stand-in and the exact UTF-8 name', () => {
    expect(contentDispositionOf('Interviews Q1.pdf')).toBe(
      `attachment; filename="Interviews Q1.pdf"; filename*=UTF-8''Interviews%20Q1.pdf`,
    );
    expect(contentDispositionOf('Entretiens “été” 日本.docx')).toBe(
      `attachment; filename="Entretiens __t__ __.docx"; filename*=UTF-8''Entretiens%20%E2%80%9C%C3%A9t%C3%A9%E2%80%9D%20%E6%97%A5%E6%9C%AC.docx`,
    );
  });

  it('keeps quotes, backslashes and line breaks from breaking out of the header', () => {
    const header = contentDispositionOf('a"b\\c\r\nSet-Cookie: x=1 (it\'s*).txt');
    expect(header).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x=1 (it's*).txt"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1%20%28it%27s%2A%29.txt`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('types each format, and anything unknown as bytes', () => {
    expect(contentTypeOf('pdf')).toBe('application/pdf');
    expect(contentTypeOf('text')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(contentTypeOf('constructor')).toBe('application/octet-stream');
  });
});
