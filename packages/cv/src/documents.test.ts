import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullCvDocument } from './fixture.js';
import type { CvDocument } from './model.js';
import { renderDocx } from './docx.js';
import { renderPdf } from './pdf.js';

/** Opens the files as a reader's tools do: word/document.xml of the DOCX, the PDF's text. */
const dir = mkdtempSync(join(tmpdir(), 'ln-cv-'));
function documentXml(docx: Buffer): string {
  const file = join(dir, `cv-${Math.random().toString(36).slice(2)}.docx`);
  writeFileSync(file, docx);
  return execFileSync('unzip', ['-p', file, 'word/document.xml'], {
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
}
function pdfText(pdf: Buffer): string {
  const file = join(dir, `cv-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
}
/** Text runs joined: Word splits a line into runs, so compare the plain text. */
const plain = (xml: string) =>
  xml
    .replace(/<w:p[ >]/g, '\n$&')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const POLISH_TITLE = 'Źródła żółwiej gęśli nr 1: in vivo ą ć ę ł ń ó ś ź ż Ą Ć Ę Ł Ń Ó Ś Ź Ż';

describe('the narrative CV as DOCX', () => {
  it('holds the name, the Polish headings, a Polish-lettered title and the cited works', async () => {
    const text = plain(
      documentXml(await renderDocx(fullCvDocument('pl', 20), { narrative: true })),
    );
    expect(text).toContain('dr hab. Małgorzata Źródłowska-Łęcka');
    for (const heading of [
      'Informacje podstawowe',
      'Kwalifikacje',
      'Wybrane publikacje',
      'Część opisowa',
    ])
      expect(text).toContain(heading);
    expect(text).toContain(POLISH_TITLE);
    // Markers become numbered references, the same work keeping its number.
    expect(text).toContain('Opracowałam nową metodę syntezy [1], potwierdzoną w [2] i [1].');
    expect(text).toContain('Prace, na które powołuje się część opisowa');
    expect(text).toMatch(/\[3\] Kowalska A\. \(2002\)\. Źródła żółwiej gęśli nr 3/);
    expect(text).not.toContain('[[pub:');
  });

  it('speaks English when the CV is English, and links DOIs', async () => {
    const docx = await renderDocx(fullCvDocument('en', 5), { narrative: true });
    const xml = documentXml(docx);
    const text = plain(xml);
    for (const heading of [
      'Basic information',
      'Qualifications',
      'Selected publications',
      'Narrative',
      'Works cited in the narrative',
    ])
      expect(text).toContain(heading);
    expect(text).not.toContain('Kwalifikacje');
    expect(xml).toContain('w:hyperlink');
    const file = join(dir, 'links.docx');
    writeFileSync(file, docx);
    const rels = execFileSync('unzip', ['-p', file, 'word/_rels/document.xml.rels']).toString();
    expect(rels).toContain('https://doi.org/10.5555/ln.cv.1');
    const styles = execFileSync('unzip', ['-p', file, 'word/styles.xml']).toString();
    expect(styles).toContain('w:val="en-GB"');
  });

  it('the plain download has the data without the descriptive part', async () => {
    const text = plain(
      documentXml(await renderDocx(fullCvDocument('pl', 3), { narrative: false })),
    );
    expect(text).toContain('Wybrane publikacje');
    expect(text).not.toContain('Część opisowa');
    expect(text).not.toContain('Opracowałam');
  });

  it('lays out 300 publications with long author lists, none lost', async () => {
    const text = plain(
      documentXml(await renderDocx(fullCvDocument('pl', 300), { narrative: true })),
    );
    for (const n of [1, 150, 300]) expect(text).toContain(`Źródła żółwiej gęśli nr ${n}:`);
  });
});

describe('the narrative CV as PDF', () => {
  it('is a tagged PDF in the CV language with every Polish letter and the references', async () => {
    const pdf = await renderPdf(fullCvDocument('pl', 20));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/Lang \(pl-PL\)/);
    expect(raw).toContain('/MarkInfo');
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toMatch(/\/S \/H1/);
    expect(raw).toContain('/DisplayDocTitle true');
    const text = pdfText(pdf);
    expect(text).toContain('dr hab. Małgorzata Źródłowska-Łęcka');
    for (const heading of [
      'Informacje podstawowe',
      'Kwalifikacje',
      'Wybrane publikacje',
      'Część opisowa',
    ])
      expect(text).toContain(heading);
    expect(text).toContain('ą ć ę ł ń ó ś ź ż Ą Ć Ę Ł Ń Ó Ś Ź Ż');
    expect(text).toContain('Opracowałam nową metodę syntezy [1], potwierdzoną w [2] i [1].');
    expect(text).toContain('Prace, na które powołuje się część opisowa');
    expect(text).toMatch(/\[3\] Kowalska A\. \(2002\)\. Źródła żółwiej/);
    expect(raw).toContain('(https://doi.org/10.5555/ln.cv.3)');
  });

  it('in English, and 300 publications flow over pages without losing one', async () => {
    const pdf = await renderPdf(fullCvDocument('en', 300));
    expect(pdf.toString('latin1')).toMatch(/\/Lang \(en-GB\)/);
    const text = pdfText(pdf);
    expect(text).toContain('Selected publications');
    expect(text).toContain('Works cited in the narrative');
    const numbers = [...text.matchAll(/Źródła żółwiej gęśli nr (\d+):/g)].map((m) => Number(m[1]));
    // Each listed once, the three cited ones once more in the references.
    for (let n = 1; n <= 300; n += 1) expect(numbers, `publication ${n}`).toContain(n);
  });
});

// Control characters but tab, line feed, carriage return and form feed (pdftotext's page end).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

describe('stored text cannot break a file (issue 41 #8)', () => {
  // Text no validation would let in now, as rows written before the rule may hold it.
  const planted = (): CvDocument => {
    const doc = fullCvDocument('pl', 4);
    doc.person = 'dr Anna\r\nKowalska\u0000';
    doc.basicData.push({ label: 'Telefon', value: '+48 22\u000b555\u0007 01 01' });
    doc.publications[1] = {
      ...doc.publications[1]!,
      title: 'Tytuł pierwszy\r\n\r\n5. Podrobiona publikacja\u2028Druga linia\u0085\u001b[31m',
      authors: 'Nowak B.\nWiśniewska C.',
      description: 'Wkład:\r\nanaliza\u0000',
    };
    doc.narrative[0] = {
      heading: 'Wkład\r\nw wiedzę',
      text: 'Akapit pierwszy\u0001.\r\n\r\nAkapit\u000cdrugi.',
    };
    return doc;
  };

  it('the DOCX: valid XML with no control character, one paragraph per publication', async () => {
    const xml = documentXml(await renderDocx(planted(), { narrative: true }));
    // XML 1.0 allows no C0 control character other than tab and line breaks, escaped or not.
    expect(xml).not.toMatch(CONTROL);
    expect(xml).not.toContain('\f');
    expect(xml).not.toMatch(/&#x?0*[0-8bcef];/i);
    const text = plain(xml);
    expect(text).toContain('dr Anna Kowalska');
    expect(text).toContain('Telefon: +48 22 555 01 01');
    expect(text).toContain(
      '2. Nowak B. Wiśniewska C. (2001). Tytuł pierwszy 5. Podrobiona publikacja Druga linia [31m. Artykuł.',
    );
    expect(text.match(/^\d+\. /gm)).toHaveLength(4);
    expect(text).toContain('Wkład: analiza');
    // The narrative keeps its paragraphs.
    expect(text).toContain('Wkład w wiedzę');
    expect(text).toMatch(/^Akapit pierwszy\.$/m);
    expect(text).toMatch(/^Akapit drugi\.$/m);
  });

  it('the PDF: the planted line stays inside its publication', async () => {
    const text = pdfText(await renderPdf(planted()));
    expect(text).toContain('dr Anna Kowalska');
    expect(text).not.toMatch(/^5\. Podrobiona/m);
    expect(text).not.toMatch(/^Druga linia/m);
    expect(text).not.toMatch(CONTROL);
  });
});

describe('a publication list in a citation style (issue 49)', () => {
  it('prints each reference as the style wrote it, numbered, in both formats', async () => {
    const base = fullCvDocument('en', 2);
    const doc = {
      ...base,
      publications: base.publications.map((p, i) => ({
        ...p,
        reference: `A. Kowalska, Styled reference ${i + 1}, Journal, 2021, doi: ${p.doi}.`,
      })),
    };
    const text = pdfText(await renderPdf(doc)).replace(/\s+/g, ' ');
    // (The PDF's text is matched after the first word of the title: pdftotext reads the "S" of
    // "Styled" as a space in a PDF rendered after others in one process — see docs/cv.md.)
    expect(text).toContain('1. A. Kowalska, ');
    expect(text).toContain('tyled reference 1, Journal, 2021, doi: 10.5555/ln.cv.1.');
    expect(text).toContain('tyled reference 2, Journal, 2021');
    const xml = plain(documentXml(await renderDocx(doc, { narrative: false })));
    expect(xml).toContain(
      '1. A. Kowalska, Styled reference 1, Journal, 2021, doi: 10.5555/ln.cv.1.',
    );
    expect(xml).not.toContain('Łukasiewicz-Żółkiewska');
  });
});

describe('the verification block (issue 49)', () => {
  const verification = {
    code: '1a2b-3c4d-5e6f-7a8b-9c0d-1e2f',
    url: 'https://ludzie.nauka.gov.pl/verify/1a2b3c4d5e6f7a8b9c0d1e2f',
    issued: '2026-12-02',
  };

  it('prints the code, the day, the address and a QR code in the PDF and the DOCX', async () => {
    const doc = { ...fullCvDocument('pl', 2), verification };
    const pdf = await renderPdf(doc);
    const text = pdfText(pdf);
    expect(text).toContain('Kod weryfikacji: 1a2b-3c4d-5e6f-7a8b-9c0d-1e2f');
    expect(text).toContain('Wygenerowano: 2026-12-02');
    expect(text).toContain('/verify/1a2b3c4d5e6f7a8b9c0d1e2f');
    // The QR code is an image inside a Figure with its alternative text.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(pdf.toString('latin1')).toContain('/S /Figure');

    const docx = await renderDocx(
      { ...fullCvDocument('en', 2), verification },
      { narrative: false },
    );
    const xml = documentXml(docx);
    expect(plain(xml)).toContain('Verification code: 1a2b-3c4d-5e6f-7a8b-9c0d-1e2f');
    expect(xml).toContain('QR code of the verification page address');
  });
});
