import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  TextRun,
  type ParagraphChild,
} from 'docx';
import { cleanDocument } from './clean.js';
import type { CvDocument } from './model.js';
import { doiUrl, publicationLine, resolveNarrative } from './narrative.js';
import { verificationQr } from './pdf.js';
import { DOCUMENT_TEXT, LANGUAGE_TAG } from './text.js';

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ heading: level, children: [new TextRun(text)] });

const bullet = (children: ParagraphChild[]) => new Paragraph({ bullet: { level: 0 }, children });

const doiLink = (doi: string) =>
  new ExternalHyperlink({
    link: doiUrl(doi),
    children: [new TextRun({ text: `doi:${doi}`, style: 'Hyperlink' })],
  });

function commonSections(doc: CvDocument): Paragraph[] {
  const t = DOCUMENT_TEXT[doc.language];
  const out: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(doc.person)] }),
    new Paragraph({ children: [new TextRun({ text: t.title, italics: true })] }),
  ];
  if (doc.basicData.length) {
    out.push(heading(t.basicData, HeadingLevel.HEADING_1));
    for (const item of doc.basicData)
      out.push(
        new Paragraph({
          children: [new TextRun({ text: `${item.label}: `, bold: true }), new TextRun(item.value)],
        }),
      );
  }
  const q = doc.qualifications;
  out.push(heading(t.qualifications, HeadingLevel.HEADING_1));
  out.push(
    new Paragraph({
      children: [
        new TextRun({ text: `${t.experienceYears}: `, bold: true }),
        new TextRun(String(q.experienceYears)),
      ],
    }),
  );
  for (const [title, list] of [
    [t.functions, q.functions],
    [t.memberships, q.memberships],
    [t.specialties, q.specialties],
  ] as const) {
    if (!list.length) continue;
    out.push(heading(title, HeadingLevel.HEADING_2));
    for (const item of list) out.push(bullet([new TextRun(item)]));
  }
  if (doc.publications.length) {
    out.push(heading(t.publications, HeadingLevel.HEADING_1));
    doc.publications.forEach((p, i) => {
      // A reference in a citation style carries its DOI as the style writes it. Otherwise the
      // space before the link ends the text's own run: one run fewer per item.
      const children: ParagraphChild[] = p.reference
        ? [new TextRun(`${i + 1}. ${p.reference}`)]
        : [new TextRun(`${i + 1}. ${publicationLine(p)}${p.doi ? ' ' : ''}`)];
      if (p.doi && !p.reference) children.push(doiLink(p.doi));
      out.push(new Paragraph({ children }));
      if (p.description)
        out.push(
          new Paragraph({
            indent: { left: 360 },
            children: [new TextRun({ text: p.description, italics: true })],
          }),
        );
    });
  }
  return out;
}

function narrativeSections(doc: CvDocument): Paragraph[] {
  const t = DOCUMENT_TEXT[doc.language];
  const { fields, references } = resolveNarrative(doc);
  if (!fields.length) return [];
  const out: Paragraph[] = [heading(t.narrative, HeadingLevel.HEADING_1)];
  for (const field of fields) {
    out.push(heading(field.heading, HeadingLevel.HEADING_2));
    for (const paragraph of field.paragraphs)
      out.push(
        new Paragraph({
          children: paragraph.map((s) =>
            'ref' in s ? new TextRun({ text: `[${s.ref}]`, bold: true }) : new TextRun(s.text),
          ),
        }),
      );
  }
  if (references.length) {
    out.push(heading(t.references, HeadingLevel.HEADING_2));
    references.forEach((r, i) => {
      const children: ParagraphChild[] = [new TextRun(`[${i + 1}] ${r.text}${r.doi ? ' ' : ''}`)];
      if (r.doi) children.push(doiLink(r.doi));
      out.push(new Paragraph({ children }));
    });
  }
  return out;
}

/** The verification block: the code, its day, the verify page's address and its QR code. */
async function verificationSection(doc: CvDocument): Promise<Paragraph[]> {
  const v = doc.verification;
  if (!v) return [];
  const t = DOCUMENT_TEXT[doc.language];
  const labelled = (label: string, value: string) =>
    new Paragraph({
      children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)],
    });
  return [
    heading(t.verification, HeadingLevel.HEADING_1),
    labelled(t.verificationCode, v.code),
    labelled(t.verificationIssued, v.issued),
    new Paragraph({
      children: [
        new TextRun(`${t.verificationHint} `),
        new ExternalHyperlink({
          link: v.url,
          children: [new TextRun({ text: v.url, style: 'Hyperlink' })],
        }),
      ],
    }),
    new Paragraph({
      children: [
        new ImageRun({
          type: 'png',
          data: await verificationQr(v.url),
          transformation: { width: 96, height: 96 },
          altText: { name: 'QR', title: t.verificationQr, description: v.url },
        }),
      ],
    }),
  ];
}

/**
 * The CV as a Word document. `narrative: false` is the plain download (accounts §1): the
 * same data without the descriptive part. Every text is folded first (clean.ts).
 */
export async function renderDocx(
  input: CvDocument,
  options: { narrative: boolean },
): Promise<Buffer> {
  const doc = cleanDocument(input);
  const t = DOCUMENT_TEXT[doc.language];
  const file = new Document({
    creator: 'Ludzie Nauki',
    title: `${t.title}: ${doc.person}`,
    styles: {
      default: {
        document: { run: { font: 'Calibri', language: { value: LANGUAGE_TAG[doc.language] } } },
      },
    },
    sections: [
      {
        children: [
          ...commonSections(doc),
          ...(options.narrative ? narrativeSections(doc) : []),
          ...(await verificationSection(doc)),
        ],
      },
    ],
  });
  return Packer.toBuffer(file);
}
