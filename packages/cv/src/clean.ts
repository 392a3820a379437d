import type { CvDocument } from './model.js';

/*
 * Text that reaches a file may hold what no validation let in: rows written before the rule,
 * or by hand (issue 41 #8). Line breaks and the other control characters are folded here, on
 * the way out, so no stored text can start a record of its own in an export (a RIS line, a
 * BibTeX entry, a reference per line) or make a file invalid (XML 1.0 allows no C0 control
 * character but tab and line breaks, even escaped).
 */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
// Every other C0 and C1 control character, and DEL.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;

/** One line: a run of line breaks or tabs becomes one space, other control characters go. */
export function oneLine(text: string): string {
  return text.replace(CONTROLS, '').replace(BREAKS, ' ');
}

/**
 * Text with paragraphs (a narrative field): every line break becomes `\n` (a paragraph
 * separator an empty line), tabs and form feeds a space, other control characters go, so the
 * paragraph rule (an empty line) reads the same in every file.
 */
export function multiLine(text: string): string {
  return text
    .replace(CONTROLS, '')
    .replace(/\r\n?|\u0085|\u2028/g, '\n')
    .replace(/\u2029/g, '\n\n')
    .replace(/[\t\v\f]/g, ' ');
}

/** The document with every text folded (oneLine; the narrative's paragraphs kept). */
export function cleanDocument(doc: CvDocument): CvDocument {
  const line = (text: string) => oneLine(text);
  const optional = (text: string | null) => (text === null ? null : oneLine(text));
  return {
    ...doc,
    person: line(doc.person),
    basicData: doc.basicData.map((b) => ({ label: line(b.label), value: line(b.value) })),
    qualifications: {
      experienceYears: doc.qualifications.experienceYears,
      functions: doc.qualifications.functions.map(line),
      memberships: doc.qualifications.memberships.map(line),
      specialties: doc.qualifications.specialties.map(line),
    },
    publications: doc.publications.map((p) => ({
      ...p,
      authors: line(p.authors),
      title: line(p.title),
      type: line(p.type),
      doi: optional(p.doi),
      description: optional(p.description),
      ...(p.reference === undefined ? {} : { reference: line(p.reference) }),
    })),
    narrative: doc.narrative.map((f) => ({ heading: line(f.heading), text: multiLine(f.text) })),
    evidence: Object.fromEntries(
      Object.entries(doc.evidence).map(([key, e]) => [
        key,
        { text: line(e.text), doi: optional(e.doi) },
      ]),
    ),
  };
}
