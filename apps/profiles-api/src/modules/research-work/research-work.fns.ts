import {
  RESEARCH_WORK_READ_ONLY_KIND_ID,
  type ResearchWork,
  type ResearchWorkShort,
  type ResearchWorkShortLists,
  toIsoDate,
} from '@ln/contracts';
import type { Lang } from '../../plugins/language.js';
import type {
  ClassificationLabels,
  ResearchWorkDetailRow,
  ShortResearchWorkRow,
} from './research-work.repository.js';
import { linkedProfileId } from '@ln/visibility';

type Source = ResearchWorkShort['researchSources'][number];

/** jsonb read defensively: a value that is not the documented shape is left out, never a 500. */
const asObject = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** `[{ languageCode, value }]` (seeds/src/generate/research-works.ts). */
export function titles(value: unknown): Array<{ languageCode: string; value: string }> {
  return asArray(value).flatMap((item) => {
    const o = asObject(item);
    const languageCode = asString(o?.languageCode);
    const text = asString(o?.value);
    return languageCode && text !== null ? [{ languageCode, value: text }] : [];
  });
}

/**
 * profiles-area §4, §9: a research work is editable unless its title kind is POLON with
 * titles present (a title with some text), or its kind id is 202504.
 */
export function canEditResearchWork(work: {
  titleKind: string | null;
  titles: unknown;
  kindId: number;
}): boolean {
  if (work.kindId === RESEARCH_WORK_READ_ONLY_KIND_ID) return false;
  const hasTitles = titles(work.titles).some((t) => t.value.trim() !== '');
  return !(work.titleKind === 'POLON' && hasTitles);
}

function toShort(row: ShortResearchWorkRow, lang: Lang): ResearchWorkShort {
  return {
    researchWorkId: row.id,
    polishTitle: row.polish_title,
    researchKind: lang === 'en' ? row.label_en : row.label_pl,
    researchSources: row.sources as Source[],
    researchWorkKindId: row.kind_id,
  };
}

/** Splits the rows by role; each hit count is the length of its list. */
export function toShortLists(rows: ShortResearchWorkRow[], lang: Lang): ResearchWorkShortLists {
  const of = (role: ShortResearchWorkRow['role']) =>
    rows.filter((r) => r.role === role).map((r) => toShort(r, lang));
  const authorList = of('AUTHOR');
  const promoterList = of('PROMOTER');
  const reviewerList = of('REVIEWER');
  return {
    authorList,
    authorHits: authorList.length,
    promoterList,
    promoterHits: promoterList.length,
    reviewerList,
    reviewerHits: reviewerList.length,
  };
}

/** `[{ fieldCode, disciplineCode }]`: the codes named by the classifications. */
export function classificationCodes(value: unknown) {
  return asArray(value).flatMap((item) => {
    const o = asObject(item);
    const fieldCode = asString(o?.fieldCode);
    const disciplineCode = asString(o?.disciplineCode);
    return fieldCode || disciplineCode ? [{ fieldCode, disciplineCode }] : [];
  });
}

export function toResearchWork(
  row: ResearchWorkDetailRow,
  labels: ClassificationLabels,
  lang: Lang,
): ResearchWork {
  const pick = (x: { labelPl: string; labelEn: string }) => (lang === 'en' ? x.labelEn : x.labelPl);
  const codeLabel = (
    code: string | null,
    list: Array<{ code: string; labelPl: string; labelEn: string }>,
  ) => {
    const found = code ? list.find((x) => x.code === code) : undefined;
    return found ? { code: found.code, label: pick(found) } : null;
  };
  const people = (role: 'AUTHOR' | 'PROMOTER' | 'REVIEWER') =>
    row.people
      .filter((p) => p.role === role)
      .map((p) => ({
        profileId: linkedProfileId(p),
        name: p.firstName,
        surname: p.surname,
      }));
  return {
    researchWorkId: row.id,
    titles: titles(row.titles),
    previousTitles: titles(row.previousTitles),
    number: row.number,
    researchWorkKind: pick(row.kind),
    classifications: classificationCodes(row.classifications).map((c) => ({
      domain: codeLabel(c.fieldCode, labels.fields),
      discipline: codeLabel(c.disciplineCode, labels.disciplines),
    })),
    abstracts: row.attachments.map((a) => ({ id: a.id, size: a.size, ext: a.ext, name: a.name })),
    internationalCooperation: row.internationalCooperation,
    rangeUsages: row.rangeUsages,
    startDate: toIsoDate(row.startDate),
    endDate: toIsoDate(row.endDate),
    keywords: row.keywords,
    institutions: asArray(row.institutions).flatMap((item) => {
      const o = asObject(item);
      const name = asString(o?.name);
      return name ? [{ role: asString(o?.role), name }] : [];
    }),
    sources: row.sources,
    domainLabel: row.field ? pick(row.field) : null,
    disciplineLabels: row.disciplines.map((d) => pick(d.discipline)),
    isTitleOverratedByPolon: row.isTitleOverratedByPolon,
    researchWorkKindId: row.kindId,
    titleKind: row.titleKind,
    canEdit: canEditResearchWork(row),
    authors: people('AUTHOR'),
    promoters: people('PROMOTER'),
    reviewers: people('REVIEWER'),
  };
}
