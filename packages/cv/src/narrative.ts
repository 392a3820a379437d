import type { CvDocument, CvEvidence } from './model.js';
import { DOCUMENT_TEXT } from './text.js';

/** A reference marker in a narrative field: `[[pub:<uuid>]]` or `[[project:<uuid>]]`. */
export const EVIDENCE_MARKER = /\[\[(pub|project):([0-9a-f-]{36})\]\]/gi;

export type NarrativeSegment = { text: string } | { ref: number };

export interface ResolvedNarrative {
  fields: Array<{ heading: string; paragraphs: NarrativeSegment[][] }>;
  /** The cited works, numbered by first citation (1-based in the documents). */
  references: CvEvidence[];
}

/** The evidence keys (`pub:<uuid>`) a text cites, each once, in order. */
export function citedKeys(text: string): string[] {
  const keys = new Set<string>();
  for (const m of text.matchAll(EVIDENCE_MARKER))
    keys.add(`${m[1]!.toLowerCase()}:${m[2]!.toLowerCase()}`);
  return [...keys];
}

/**
 * Turns the markers of every narrative field into numbered references, numbered by first
 * citation across the whole narrative; one work cited twice keeps its number.
 */
export function resolveNarrative(doc: CvDocument): ResolvedNarrative {
  const numbers = new Map<string, number>();
  const references: CvEvidence[] = [];
  const missing = DOCUMENT_TEXT[doc.language].missingEvidence;
  const fields = doc.narrative
    .filter((field) => field.text.trim() !== '')
    .map((field) => ({
      heading: field.heading,
      paragraphs: field.text
        .split(/\n{2,}|\r\n\r\n/)
        .map((p) => p.trim())
        .filter((p) => p !== '')
        .map((paragraph) => {
          const segments: NarrativeSegment[] = [];
          let last = 0;
          for (const m of paragraph.matchAll(EVIDENCE_MARKER)) {
            if (m.index > last) segments.push({ text: paragraph.slice(last, m.index) });
            const key = `${m[1]!.toLowerCase()}:${m[2]!.toLowerCase()}`;
            let n = numbers.get(key);
            if (n === undefined) {
              const found = doc.evidence[key];
              references.push(
                found ? { ...found, text: stripMarkup(found.text) } : { text: missing, doi: null },
              );
              n = references.length;
              numbers.set(key, n);
            }
            segments.push({ ref: n });
            last = m.index + m[0].length;
          }
          if (last < paragraph.length) segments.push({ text: paragraph.slice(last) });
          return segments;
        }),
    }));
  return { fields, references };
}

/** A DOI as the link a reader follows. */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')}`;
}

/** Titles from the registries carry markup (<i>, <sup>): the documents show its text. */
export function stripMarkup(text: string): string {
  return text.replace(/<\/?[a-z][^>]*>/gi, '');
}

/** One publication as its line in the list. */
export function publicationLine(p: CvDocument['publications'][number]): string {
  const year = p.year === null ? '' : ` (${p.year})`;
  return `${p.authors}${year}. ${stripMarkup(p.title)}. ${p.type}.`;
}
