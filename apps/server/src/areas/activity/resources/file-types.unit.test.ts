import { describe, expect, it } from 'vitest';
import { attachmentDisposition, servedType } from './file-types.ts';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v) : Buffer.from([v]))));

describe('servedType', () => {
  it('serves a file as what its extension names when its bytes agree', () => {
    expect(servedType('Guide.PDF', bytes('%PDF-1.7\n…'))).toBe('application/pdf');
    expect(servedType('logo.png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(servedType('photo.jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(servedType('deck.pptx', bytes('PK', 3, 4, 'rest'))).toMatch(/presentationml/);
    expect(servedType('prices.csv', bytes('name;price\nÅse;10\n'))).toBe('text/csv; charset=utf-8');
  });

  it('refuses bytes that are not what the name says', () => {
    expect(servedType('Guide.pdf', bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(servedType('logo.png', bytes('%PDF-1.4'))).toBeNull();
    expect(servedType('notes.txt', bytes('a', 0, 'b'))).toBeNull();
    expect(servedType('notes.txt', bytes(0xc3, 0x28))).toBeNull();
    expect(servedType('deck.docx', bytes('%PDF-'))).toBeNull();
  });
});

describe('attachmentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(attachmentDisposition('Partner guide.pdf')).toBe(
      `attachment; filename="Partner guide.pdf"; filename*=UTF-8''Partner%20guide.pdf`,
    );
  });

  it('carries any other name encoded, with nothing that could end the header or the quoted name', () => {
    const header = attachmentDisposition('Salgs"guide\r\nSet-Cookie: x=1; ø (1).pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain(`filename="Salgs_guide__Set-Cookie: x=1_ _ (1).pdf"`);
    expect(header).toContain(`filename*=UTF-8''Salgs%22guide%0D%0ASet-Cookie%3A%20x%3D1%3B%20%C3%B8%20%281%29.pdf`);
  });
});
