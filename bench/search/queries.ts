import pg from 'pg';
import type { SearchQuery } from '@ln/search';

/** The query mix of issue 4's benchmark. */
export type QueryKind =
  | 'exact surname'
  | 'prefix 3-4'
  | 'one typo'
  | 'broad specialty'
  | 'two terms+domain'
  | 'empty+facets'
  | 'page near cap';

export interface Sample {
  /** The query string of scientistSearchData. */
  params: string;
  /** The same search as the engine gets it. */
  query: SearchQuery;
}

const SIZE = 20;

function sample(fields: Partial<SearchQuery> & { page?: number }): Sample {
  const query: SearchQuery = {
    onlyCurrent: false,
    withTheDead: false,
    degreeTitles: [],
    disciplines: [],
    domains: [],
    showMatching: false,
    page: 0,
    size: SIZE,
    sort: null,
    ...fields,
  };
  const params = new URLSearchParams();
  if (query.fullQuery) params.set('fullQuery', query.fullQuery);
  if (query.domains.length > 0) params.set('domains', query.domains.join(','));
  params.set('page', String(query.page));
  params.set('size', String(query.size));
  return { params: params.toString(), query };
}

/** One substituted letter in the middle of a word of six letters or more. */
function typo(word: string): string {
  const i = Math.floor(word.length / 2);
  const letter = word[i]!.toLowerCase();
  const replacement = letter === 'a' ? 'e' : letter === 'e' ? 'a' : letter === 'o' ? 'u' : 'a';
  return word.slice(0, i) + replacement + word.slice(i + 1);
}

/** Samples drawn from the benchmark database itself, so every query has real matches. */
export async function buildQueryMix(url: string): Promise<Record<QueryKind, Sample[]>> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const people = (
      await client.query<{
        surname: string;
        specialty: string | null;
        institution: string | null;
        field: string | null;
      }>(
        `SELECT p.surname,
                (SELECT s.label_pl FROM specialty s WHERE s.profile_id = p.id ORDER BY s."order" LIMIT 1) AS specialty,
                (SELECT e.institution_name FROM employment e
                  WHERE e.profile_id = p.id AND e.status = 'CURRENT' LIMIT 1) AS institution,
                (SELECT d.field_code FROM profile_discipline d
                  WHERE d.profile_id = p.id AND d.is_main LIMIT 1) AS field
           FROM profile p TABLESAMPLE SYSTEM (1) REPEATABLE (7)
          WHERE NOT p.hidden AND NOT p.dead
          LIMIT 400`,
      )
    ).rows;
    const terms = (
      await client.query<{ label: string }>(
        `SELECT label_pl AS label FROM specialty_term ORDER BY usage_count DESC, id LIMIT 40`,
      )
    ).rows
      .map((r) => r.label.split(/\s+/).find((w) => w.length >= 6))
      .filter((w): w is string => Boolean(w));
    const longest = (text: string) =>
      text
        .split(/[\s,.-]+/)
        .filter((w) => w.length >= 5)
        .sort((a, b) => b.length - a.length)[0];

    return {
      'exact surname': people.map((p) => sample({ fullQuery: p.surname })),
      'prefix 3-4': people.map((p, i) =>
        sample({ fullQuery: p.surname.slice(0, 3 + (i % 2)).toLowerCase() }),
      ),
      'one typo': people
        .filter((p) => p.surname.length >= 6)
        .map((p) => sample({ fullQuery: typo(p.surname) })),
      'broad specialty': terms.map((t) => sample({ fullQuery: t })),
      'two terms+domain': people.flatMap((p) => {
        const word = p.specialty ? longest(p.specialty) : undefined;
        const place = p.institution ? longest(p.institution) : undefined;
        return word && place && p.field
          ? [sample({ fullQuery: `${word} ${place}`, domains: [p.field] })]
          : [];
      }),
      'empty+facets': [sample({})],
      'page near cap': terms.map((t) => sample({ fullQuery: t, page: 980 / SIZE })),
    };
  } finally {
    await client.end();
  }
}
