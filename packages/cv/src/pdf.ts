import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { CvDocument } from './model.js';
import { doiUrl, publicationLine, resolveNarrative } from './narrative.js';
import { DOCUMENT_TEXT, LANGUAGE_TAG } from './text.js';

/*
 * DejaVu Sans from the npm registry (not the machine's fonts): it has every Polish letter,
 * and PDF's built-in fonts garble them. The fontkit objects are made once per process, so a
 * PDF costs the layout only (pdfkit would parse the file again for every document).
 */
const require = createRequire(import.meta.url);
interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}
interface GlyphRun {
  glyphs: unknown[];
  positions: GlyphPosition[];
  readonly advanceWidth: number;
}
interface FontkitFont {
  layout: (text: string, features?: unknown) => GlyphRun;
}
// fontkit ships no types; pdfkit accepts its font object in place of a file (it calls `layout`).
const { create: createFont } = require('fontkit') as {
  create: (buffer: Uint8Array) => FontkitFont;
};

/*
 * Shaping a word with fontkit (OpenType lookups) is most of a PDF's cost, and pdfkit's own
 * cache of shaped words lives only as long as one document. This cache keeps them for the
 * process: a CV repeats the words of the last one (names, journals, headings). pdfkit scales
 * the positions it gets in place, so every call answers fresh copies; the glyphs are
 * fontkit's own shared objects and are only read.
 */
const SHAPED_WORDS_MAX = 50_000;
function withSharedShaping(font: FontkitFont): FontkitFont {
  const shaped = new Map<string, GlyphRun>();
  const layout = (text: string, features?: unknown): GlyphRun => {
    if (features) return font.layout(text, features);
    let run = shaped.get(text);
    if (!run) {
      if (shaped.size >= SHAPED_WORDS_MAX) shaped.clear();
      run = font.layout(text);
      shaped.set(text, run);
    }
    const positions = run.positions.map((p) => ({
      xAdvance: p.xAdvance,
      yAdvance: p.yAdvance,
      xOffset: p.xOffset,
      yOffset: p.yOffset,
    }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        let width = 0;
        for (const p of positions) width += p.xAdvance;
        return width;
      },
    };
  };
  // Everything else (metrics, tables, subsetting) is the font itself.
  return Object.create(font, { layout: { value: layout } }) as FontkitFont;
}

const font = (name: string) =>
  withSharedShaping(createFont(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`))));
const FONTS = {
  regular: font('DejaVuSans.ttf'),
  bold: font('DejaVuSans-Bold.ttf'),
  italic: font('DejaVuSans-Oblique.ttf'),
};

type Pdf = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Pdf['struct']>;

const SIZE = { title: 20, h1: 15, h2: 12, body: 10 };
const LINK = '#1a4d8f';

/**
 * The CV as a tagged PDF (PDF/UA as the goal, WCAG 2.1 AA): document language, title shown
 * in the window, headings H1/H2, lists as L/LI/LBody, every text in a structure element in
 * reading order, links on DOIs. Only the narrative CV is a PDF.
 */
export function renderPdf(doc: CvDocument): Promise<Buffer> {
  const t = DOCUMENT_TEXT[doc.language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    tagged: true,
    lang: LANGUAGE_TAG[doc.language],
    displayTitle: true,
    pdfVersion: '1.7',
    // Our font from the start: pdfkit's default, Helvetica, would be parsed and written into
    // every document without ever being used.
    font: FONTS.regular as never,
    info: { Title: `${t.title}: ${doc.person}`, Author: doc.person, Creator: 'Ludzie Nauki' },
  });
  pdf.registerFont('regular', FONTS.regular as never);
  pdf.registerFont('bold', FONTS.bold as never);
  pdf.registerFont('italic', FONTS.italic as never);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const root = pdf.struct('Document');
  pdf.addStructure(root);
  const add = (parent: Struct, type: string, draw: () => void) => {
    parent.add(pdf.struct(type as never, {}, draw));
  };
  const h = (level: 1 | 2, text: string) =>
    add(root, `H${level}`, () => {
      pdf.moveDown(level === 1 ? 0.8 : 0.4);
      pdf
        .font('bold')
        .fontSize(level === 1 ? SIZE.h1 : SIZE.h2)
        .text(text);
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
  const body = () => pdf.font('regular').fontSize(SIZE.body).fillColor('black');
  const withDoi = (text: string, doi: string | null) => {
    body();
    if (!doi) {
      pdf.text(text);
      return;
    }
    pdf.text(`${text} `, { continued: true });
    pdf.fillColor(LINK).text(`doi:${doi}`, { link: doiUrl(doi), underline: true });
    pdf.fillColor('black');
  };

  add(root, 'H1', () => pdf.font('bold').fontSize(SIZE.title).text(doc.person));
  p(() => pdf.font('italic').fontSize(SIZE.body).text(t.title));

  if (doc.basicData.length) {
    h(1, t.basicData);
    for (const item of doc.basicData)
      p(() => {
        pdf.font('bold').fontSize(SIZE.body).text(`${item.label}: `, { continued: true });
        pdf.font('regular').text(item.value);
      });
  }

  const q = doc.qualifications;
  h(1, t.qualifications);
  p(() => {
    pdf.font('bold').fontSize(SIZE.body).text(`${t.experienceYears}: `, { continued: true });
    pdf.font('regular').text(String(q.experienceYears));
  });
  for (const [title, items] of [
    [t.functions, q.functions],
    [t.memberships, q.memberships],
    [t.specialties, q.specialties],
  ] as const) {
    if (!items.length) continue;
    h(2, title);
    list(items.map((item) => () => body().text(`• ${item}`, { indent: 8 })));
  }

  if (doc.publications.length) {
    h(1, t.publications);
    list(
      doc.publications.map((pub, i) => () => {
        withDoi(`${i + 1}. ${publicationLine(pub)}`, pub.doi);
        if (pub.description)
          pdf.font('italic').fontSize(SIZE.body).text(pub.description, { indent: 14 });
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
          body();
          paragraph.forEach((segment, i) => {
            const continued = i < paragraph.length - 1;
            if ('ref' in segment) pdf.font('bold').text(`[${segment.ref}]`, { continued });
            else pdf.font('regular').text(segment.text, { continued });
          });
          pdf.moveDown(0.4);
        });
    }
    if (references.length) {
      h(2, t.references);
      list(references.map((r, i) => () => withDoi(`[${i + 1}] ${r.text}`, r.doi)));
    }
  }

  root.end();
  pdf.end();
  return done;
}
