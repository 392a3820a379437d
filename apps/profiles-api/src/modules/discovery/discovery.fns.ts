import type { SimilarResearcher } from '@ln/contracts';
import type { Lang } from '../../plugins/language.js';
import type { NetworkNodeRow, SimilarRow, TermRow } from './discovery.repository.js';

/** Every term id and co-author number the rows name, to read their labels at once. */
export function namedInSimilar(rows: SimilarRow[]): { terms: number[]; people: number[] } {
  const terms = new Set<number>();
  const people = new Set<number>();
  for (const row of rows) {
    for (const id of [...row.disciplines, ...row.specialties, ...row.keywords, ...row.institutions])
      terms.add(id);
    for (const n of row.coauthors) people.add(n);
  }
  return { terms: [...terms], people: [...people] };
}

const collator = { pl: new Intl.Collator('pl'), en: new Intl.Collator('en') };

/** The kept rows with their reasons in the asked language (decision 047). */
export function toSimilarResearchers(
  rows: SimilarRow[],
  terms: TermRow[],
  people: Array<NetworkNodeRow & { n: number }>,
  lang: Lang,
): SimilarResearcher[] {
  const label = new Map(terms.map((t) => [t.id, lang === 'en' ? t.label_en : t.label_pl]));
  const person = new Map(people.map((p) => [p.n, p]));
  const labels = (ids: number[]) =>
    ids
      .map((id) => label.get(id))
      .filter((l): l is string => l !== undefined)
      .sort(collator[lang].compare);
  return rows.map((row) => ({
    profileId: row.profile_id,
    firstName: row.first_name,
    surname: row.surname,
    calculatedEduLevel: row.calculated_edu_level,
    dead: row.dead,
    score: row.score,
    reasons: {
      disciplines: labels(row.disciplines),
      specialties: labels(row.specialties),
      keywords: labels(row.keywords),
      institutions: labels(row.institutions),
      // A shared co-author hidden since the refresh is no longer named.
      coauthors: row.coauthors.flatMap((n) => {
        const p = person.get(n);
        return p ? [{ profileId: p.profile_id, firstName: p.first_name, surname: p.surname }] : [];
      }),
      sharedPublications: row.shared_publications,
    },
  }));
}
