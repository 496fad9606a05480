import { createRequire } from 'node:module';
import path from 'node:path';

// A Unicode font embedded in the PDF: the built-in PDF fonts know only Latin-1, and partners and
// customers are named in Polish, Czech, Greek and more.
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const fonts = { regular: path.join(fontDir, 'DejaVuSans.ttf'), bold: path.join(fontDir, 'DejaVuSans-Bold.ttf') };

/**
 * An A4 PDF with the fonts 'regular' and 'bold' (DejaVu Sans) registered; `done` resolves to its
 * bytes once `doc.end()` has been called. pdfkit is loaded on the first PDF: it adds about 8 MB to
 * the heap of a process that may never make one.
 */
export async function unicodePdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', ...options });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
