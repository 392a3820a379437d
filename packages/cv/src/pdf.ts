import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { cleanDocument } from './clean.js';
import type { CvDocument } from './model.js';
import { doiUrl, publicationLine, resolveNarrative } from './narrative.js';
import { FONTS } from './pdf-fonts.js';
import { DOCUMENT_TEXT, LANGUAGE_TAG } from './text.js';

type Pdf = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Pdf['struct']>;

/*
 * The file's bytes, copied out as pdfkit writes them. pdfkit writes a chunk per line of the
 * file (thousands); kept until the end, they would survive young-generation collections and
 * be copied by each, then promoted (the GC share of a PDF's time).
 */
class ByteSink {
  private buffer = Buffer.allocUnsafe(64 * 1024);
  private length = 0;
  write(chunk: Uint8Array) {
    if (this.length + chunk.length > this.buffer.length) {
      const grown = Buffer.allocUnsafe(
        Math.max(this.buffer.length * 2, this.length + chunk.length),
      );
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.buffer.set(chunk, this.length);
    this.length += chunk.length;
  }
  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

const SIZE = { title: 20, h1: 15, h2: 12, body: 10 };
const LINK = '#1a4d8f';

/**
 * The CV as a tagged PDF (PDF/UA as the goal, WCAG 2.1 AA): document language, title shown
 * in the window, headings H1/H2, lists as L/LI/LBody, every text in a structure element in
 * reading order, links on DOIs. Only the narrative CV is a PDF. Every text is folded first
 * (clean.ts).
 */
export async function renderPdf(input: CvDocument): Promise<Buffer> {
  const doc = cleanDocument(input);
  const qr = doc.verification ? await verificationQr(doc.verification.url) : null;
  const t = DOCUMENT_TEXT[doc.language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    tagged: true,
    lang: LANGUAGE_TAG[doc.language],
    displayTitle: true,
    pdfVersion: '1.7',
    // No default font: pdfkit's Helvetica would be written into every document unused, and
    // a font object here is opened again on every new page (pdfkit re-applies page options).
    font: null as never,
    info: { Title: `${t.title}: ${doc.person}`, Author: doc.person, Creator: 'Ludzie Nauki' },
    // The document is a Readable stream of the file's lines (pdfkit passes these options on):
    // in object mode it hands them over as they are, not each wrapped in a new Buffer first.
    objectMode: true,
  } as PDFKit.PDFDocumentOptions);
  pdf.registerFont('regular', FONTS.regular as never);
  pdf.registerFont('bold', FONTS.bold as never);
  pdf.registerFont('italic', FONTS.italic as never);
  pdf.font('regular');
  const file = new ByteSink();
  pdf.on('data', (chunk: Uint8Array) => file.write(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(file.bytes()));
    pdf.on('error', reject);
  });

  /*
   * Every text goes through `write`: the face, size and colour are set only when they
   * change (pdfkit writes a colour operator on every call).
   */
  type Face = keyof typeof FONTS;
  let face: Face = 'regular';
  let size = 12;
  let color = 'black';
  pdf.fillColor(color);
  const write = (
    text: string,
    style: { face: Face; size?: number; color?: string },
    options: PDFKit.Mixins.TextOptions = {},
  ) => {
    if (style.face !== face) pdf.font((face = style.face));
    const wanted = style.size ?? SIZE.body;
    if (wanted !== size) pdf.fontSize((size = wanted));
    const fill = style.color ?? 'black';
    if (fill !== color) pdf.fillColor((color = fill));
    pdf.text(text, options);
  };
  const regular = { face: 'regular' } as const;
  const bold = { face: 'bold' } as const;
  const italic = { face: 'italic' } as const;

  const root = pdf.struct('Document');
  pdf.addStructure(root);
  const add = (parent: Struct, type: string, draw: () => void) => {
    parent.add(pdf.struct(type as never, {}, draw));
  };
  const h = (level: 1 | 2, text: string) =>
    add(root, `H${level}`, () => {
      pdf.moveDown(level === 1 ? 0.8 : 0.4);
      write(text, { face: 'bold', size: level === 1 ? SIZE.h1 : SIZE.h2 });
      pdf.moveDown(0.2);
    });
  const p = (draw: () => void) => add(root, 'P', draw);
  const list = (items: Array<() => void>) => {
    const l = pdf.struct('L');
    root.add(l);
    for (const item of items) {
      const li = pdf.struct('LI');
      l.add(li);
      li.add(pdf.struct('LBody', {}, item));
      li.end();
    }
    l.end();
  };
  const withDoi = (text: string, doi: string | null) => {
    if (!doi) {
      write(text, regular);
      return;
    }
    write(`${text} `, regular, { continued: true });
    write(`doi:${doi}`, { face: 'regular', color: LINK }, { link: doiUrl(doi), underline: true });
  };

  add(root, 'H1', () => write(doc.person, { face: 'bold', size: SIZE.title }));
  p(() => write(t.title, italic));

  if (doc.basicData.length) {
    h(1, t.basicData);
    for (const item of doc.basicData)
      p(() => {
        write(`${item.label}: `, bold, { continued: true });
        write(item.value, regular);
      });
  }

  const q = doc.qualifications;
  h(1, t.qualifications);
  p(() => {
    write(`${t.experienceYears}: `, bold, { continued: true });
    write(String(q.experienceYears), regular);
  });
  for (const [title, items] of [
    [t.functions, q.functions],
    [t.memberships, q.memberships],
    [t.specialties, q.specialties],
  ] as const) {
    if (!items.length) continue;
    h(2, title);
    list(items.map((item) => () => write(`• ${item}`, regular, { indent: 8 })));
  }

  if (doc.publications.length) {
    h(1, t.publications);
    list(
      doc.publications.map((pub, i) => () => {
        // A reference in a citation style carries its DOI as the style writes it.
        if (pub.reference) write(`${i + 1}. ${pub.reference}`, regular);
        else withDoi(`${i + 1}. ${publicationLine(pub)}`, pub.doi);
        if (pub.description) write(pub.description, italic, { indent: 14 });
        pdf.moveDown(0.3);
      }),
    );
  }

  const { fields, references } = resolveNarrative(doc);
  if (fields.length) {
    h(1, t.narrative);
    for (const field of fields) {
      h(2, field.heading);
      for (const paragraph of field.paragraphs)
        p(() => {
          paragraph.forEach((segment, i) => {
            const continued = i < paragraph.length - 1;
            if ('ref' in segment) write(`[${segment.ref}]`, bold, { continued });
            else write(segment.text, regular, { continued });
          });
          pdf.moveDown(0.4);
        });
    }
    if (references.length) {
      h(2, t.references);
      list(references.map((r, i) => () => withDoi(`[${i + 1}] ${r.text}`, r.doi)));
    }
  }

  const v = doc.verification;
  if (v && qr) {
    h(1, t.verification);
    p(() => {
      write(`${t.verificationCode}: `, bold, { continued: true });
      write(v.code, regular);
    });
    p(() => {
      write(`${t.verificationIssued}: `, bold, { continued: true });
      write(v.issued, regular);
    });
    p(() => {
      write(`${t.verificationHint} `, regular, { continued: true });
      write(v.url, { face: 'regular', color: LINK }, { link: v.url, underline: true });
    });
    root.add(
      pdf.struct('Figure', { alt: t.verificationQr }, () => {
        pdf.moveDown(0.4);
        pdf.image(qr, { width: 72 });
      }),
    );
  }

  root.end();
  pdf.end();
  return done;
}

/** The verify page's address as a QR code (PNG), for both renderers. */
export function verificationQr(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
}
