import PDFDocument from 'pdfkit';
import type { CvDocument } from './model.js';
import { publicationLine } from './narrative.js';
import { FONTS } from './pdf-fonts.js';

/**
 * pdfkit's floor for a CV's publications (`pnpm bench cv`, beside the real renderer): only the
 * publication lines, wrapped and drawn in the same embedded face at the same size, with the
 * DOI as part of the text. No tags, no structure tree, no links, no headings, no other
 * section: what no PDF of this content made with pdfkit can cost less than. Never served.
 */
export function renderPdfFloor(doc: CvDocument): Promise<number> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    font: null as never,
    objectMode: true,
  } as PDFKit.PDFDocumentOptions);
  pdf.registerFont('regular', FONTS.regular as never);
  pdf.font('regular').fontSize(10);
  let bytes = 0;
  pdf.on('data', (chunk: Uint8Array) => (bytes += chunk.length));
  const done = new Promise<number>((resolve) => pdf.on('end', () => resolve(bytes)));
  doc.publications.forEach((pub, i) => {
    pdf.text(`${i + 1}. ${publicationLine(pub)}${pub.doi ? ` doi:${pub.doi}` : ''}`);
    if (pub.description) pdf.text(pub.description, { indent: 14 });
    pdf.moveDown(0.3);
  });
  pdf.end();
  return done;
}
