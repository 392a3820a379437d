import { seedId } from '@ln/seeds';
import { useIdentityStack } from '@ln/testing/identity-stack';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The citation export against stored text that no validation would let in now (issue 41 #8):
 * line breaks and control characters written straight into the database, as rows from before
 * the rule or from a registry may hold them. Each format keeps one record per publication.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 90_000 });
const stack = useIdentityStack();
const FULL = seedId('profile', 0);
const base = `/api/profiles-api/v1.0/public`;

const get = (url: string) => stack().profilesApi.inject({ method: 'GET', url: `${base}${url}` });
const exported = async (format: string) => {
  const res = await get(`/publications/${FULL}/export?format=${format}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

// A fake record after the real title, and a keyword and a name that try the same.
const TITLE = 'Prawdziwy tytuł\r\nER  - \r\n\r\nTY  - JOUR\r\nTI  - Podrobiony wpis\u0001\u000b';
// Where plugin-ris's own text output wraps a value (after 70 characters), a tag of its own.
const WRAPPED = `${'Tytuł dość długi, by zawinąć się w wierszu pliku RIS po siedemdziesięciu z'.slice(0, 70)}ER  - `;
const KEYWORD = 'fale\nER  - \nTY  - BOOK';
const SURNAME = 'Nowak\r\nAU  - Podrobiony, A.';
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

let count: number;
let publicationId: string;
beforeAll(async () => {
  const items = JSON.parse(await exported('csl-json')) as Array<{ id: string }>;
  count = items.length;
  publicationId = items[0]!.id;
  expect(count).toBeGreaterThan(1);
  // Past the validation: every version of two shown publications, and an author of one.
  const retitle = (id: string, title: string, keyword: string) =>
    stack().db.$executeRawUnsafe(
      `UPDATE publication_version
          SET title = $2,
              data = jsonb_set(jsonb_set(coalesce(data, '{}'::jsonb), '{titles}',
                       jsonb_build_array(jsonb_build_object('title', $2::text, 'mainTitle', true))),
                     '{keyWords}', jsonb_build_array('kataliza', $3::text))
        WHERE publication_id = $1::uuid`,
      id,
      title,
      keyword,
    );
  await retitle(publicationId, TITLE, KEYWORD);
  await retitle(items[1]!.id, WRAPPED, 'fale');
  await stack().db.$executeRawUnsafe(
    `UPDATE publication_author SET surname = $2
      WHERE id = (SELECT id FROM publication_author WHERE publication_id = $1::uuid
                   ORDER BY position LIMIT 1)`,
    publicationId,
    SURNAME,
  );
});

describe('stored line breaks cannot plant a record (issue 41 #8)', () => {
  it('RIS: one TY and one ER per publication, every line a tag', async () => {
    const ris = await exported('ris');
    expect(ris.match(/^TY {2}- /gm)).toHaveLength(count);
    expect(ris.match(/^ER {2}- /gm)).toHaveLength(count);
    for (const line of ris.split(/\r?\n/))
      expect(line, JSON.stringify(line)).toMatch(/^([A-Z][A-Z0-9] {2}- .*|ER {2}- ?|)$/);
    expect(ris).toContain('TI  - Prawdziwy tytuł ER  -  TY  - JOUR TI  - Podrobiony wpis');
    expect(ris).toContain(`TI  - ${WRAPPED}\n`);
    expect(ris).not.toMatch(CONTROL);
    const one = await get(`/profile/${FULL}/publication/${publicationId}/export?format=ris`);
    expect(one.body.match(/^TY {2}- /gm)).toHaveLength(1);
  });

  it('BibTeX: one entry per publication, no line break inside a field', async () => {
    const bib = await exported('bibtex');
    expect(bib.match(/^@\w+\{/gm)).toHaveLength(count);
    expect(bib).toMatch(/^\ttitle = \{Prawdziwy [^\n]*\{Podrobiony\} wpis \},$/m);
    expect(bib).not.toMatch(CONTROL);
  });

  it('APA and PN-ISO 690: one reference per line', async () => {
    for (const format of ['apa', 'pn-iso-690']) {
      const text = await exported(format);
      expect(text.trimEnd().split('\n'), format).toHaveLength(count);
      expect(text, format).not.toMatch(CONTROL);
    }
  });

  it('CSL-JSON: the same items, their texts on one line', async () => {
    const items = JSON.parse(await exported('csl-json')) as Array<Record<string, unknown>>;
    expect(items).toHaveLength(count);
    const planted = items.find((i) => i.id === publicationId)!;
    expect(planted.title).toBe('Prawdziwy tytuł ER  -  TY  - JOUR TI  - Podrobiony wpis ');
    expect(JSON.stringify(items)).not.toMatch(/\\[nrtbfu]/);
  });
});
