import type { CitationFormat } from '@ln/contracts';
import { describe, expect, it } from 'vitest';
import {
  createReferenceCache,
  cvReferences,
  formatCitations,
  handTypedCslItem,
  toCslItem,
  type ReferenceCache,
} from './citation.fns.js';
import type { CitationRow } from './citation.repository.js';

function row(
  publicationId: string,
  title: string,
  surnames: string[] = ['Kowalska', 'Nowak'],
): CitationRow {
  return {
    publication_id: publicationId,
    type: 'ARTICLE',
    version: {
      id: `${publicationId}-opi`,
      kind: 'OPI',
      source: 'OPI',
      is_visible: true,
      title,
      year: 2021,
      doi: '10.5555/ln.test',
      url: null,
      data: { articleSource: { journal: { title: 'Kwartalnik Testowy', issn: '0028-0836' } } },
    },
    authors: surnames.map((surname) => ({
      first_name: 'Anna',
      surname_prefix: null,
      surname,
      role: 'AUTHOR' as const,
    })),
  };
}

/** The cache, counting the references it answered itself. */
function counted(cache: ReferenceCache) {
  let hits = 0;
  return {
    cache: {
      get(key: string) {
        const text = cache.get(key);
        if (text !== undefined) hits++;
        return text;
      },
      set: (key: string, text: string) => cache.set(key, text),
      get size() {
        return cache.size;
      },
    } satisfies ReferenceCache,
    hits: () => hits,
  };
}

const STYLES: Array<[CitationFormat, 'pl' | 'en']> = [
  ['apa', 'pl'],
  ['apa', 'en'],
  ['pn-iso-690', 'en'],
];

describe('formatted references are cached by content', () => {
  it('a reference from the cache equals one formatted fresh, for every style and language', () => {
    const rows = [
      row('a0000000-0000-4000-8000-000000000001', 'Fale grawitacyjne'),
      row('a0000000-0000-4000-8000-000000000002', 'Łąki i pola'),
    ];
    const { cache, hits } = counted(createReferenceCache());
    for (const [format, lang] of STYLES) {
      const fresh = formatCitations(rows, format, lang);
      expect(fresh.trim().split('\n')).toHaveLength(2);
      expect(formatCitations(rows, format, lang, cache)).toBe(fresh);
      const before = hits();
      expect(formatCitations(rows, format, lang, cache)).toBe(fresh);
      expect(hits() - before).toBe(2);
    }
    // APA in two languages and PN-ISO 690 (always Polish): three entries per publication.
    expect(cache.size).toBe(6);
  });

  it('a changed version or author list is formatted anew, never read stale', () => {
    const id = 'a0000000-0000-4000-8000-000000000003';
    const { cache, hits } = counted(createReferenceCache());
    const old = formatCitations([row(id, 'Stary tytuł')], 'apa', 'en', cache);
    expect(old).toContain('Stary tytuł');

    const retitled = formatCitations([row(id, 'Nowy tytuł')], 'apa', 'en', cache);
    expect(retitled).toContain('Nowy tytuł');
    expect(retitled).not.toContain('Stary');
    expect(retitled).toBe(formatCitations([row(id, 'Nowy tytuł')], 'apa', 'en'));

    const reauthored = formatCitations([row(id, 'Nowy tytuł', ['Wiśniewska'])], 'apa', 'en', cache);
    expect(reauthored).toContain('Wiśniewska');
    expect(reauthored).not.toContain('Kowalska');
    expect(hits()).toBe(0);
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const cache = createReferenceCache(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // now b is the least recently used
    cache.set('c', 'C');
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });
});

describe('the CV publication list in a citation style (issue 49, decision 051)', () => {
  const known = toCslItem(row('00000000-0000-4000-8000-0000000000c1', 'Grafy losowe w praktyce'));
  const styled = (style: Parameters<typeof cvReferences>[1], lang: 'pl' | 'en') =>
    cvReferences([known], style, lang, createReferenceCache(0))[0];

  it('renders a known publication as APA, IEEE, Vancouver, Chicago and Harvard write it', () => {
    expect(styled('apa', 'en')).toBe(
      'Kowalska, A., & Nowak, A. (2021). Grafy losowe w praktyce. Kwartalnik Testowy. https://doi.org/10.5555/ln.test',
    );
    // IEEE numbers its list itself; the CV's documents do, so "[1]" is taken off.
    expect(styled('ieee', 'en')).toBe(
      'A. Kowalska and A. Nowak, “Grafy losowe w praktyce,” Kwartalnik Testowy, 2021, doi: 10.5555/ln.test.',
    );
    expect(styled('ieee', 'pl')).toBe(
      'A. Kowalska i A. Nowak, „Grafy losowe w praktyce”, Kwartalnik Testowy, 2021, doi: 10.5555/ln.test.',
    );
    expect(styled('vancouver', 'en')).toBe(
      'Kowalska A, Nowak A. Grafy losowe w praktyce. Kwartalnik Testowy. 2021. doi:10.5555/ln.test',
    );
    expect(styled('chicago', 'pl')).toMatch(/^Kowalska, Anna, i Anna Nowak\. 2021\. „Grafy losowe/);
    expect(styled('harvard', 'en')).toMatch(/^Kowalska, A\. and Nowak, A\. \(2021\)/);
    expect(styled('pn-iso-690', 'en')).toMatch(/^KOWALSKA, Anna i NOWAK, Anna, 2021\./);
  });

  it('keeps the CV’s order, and writes a publication typed in by hand with its names as typed', () => {
    const typed = handTypedCslItem('cv-1', {
      authors: ['Zielińska Z.'],
      title: 'Wpisana ręcznie',
      year: 2019,
      doi: '10.1/typed',
      type: 'ARTICLE',
    });
    const list = cvReferences([typed, known], 'apa', 'pl', createReferenceCache(0));
    expect(list).toHaveLength(2);
    expect(list[0]).toMatch(
      /^Zielińska Z\. \(2019\)\. Wpisana ręcznie\. https:\/\/doi\.org\/10\.1\/typed$/,
    );
    expect(list[1]).toMatch(/^Kowalska, A\./);
  });
});
