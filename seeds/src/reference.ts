import type pg from 'pg';
import { DISCIPLINES, FIELDS } from './data/classification.js';
import { CURRENT_TERMS, CV_LABELS, PATENT_UNITS } from './data/dictionaries.js';
import { EXPERT_CONTESTS, EXPERT_STATEMENTS } from './data/experts.js';
import { RESEARCH_WORK_KINDS } from './data/texts.js';

export { EXPERT_CONTESTS, EXPERT_STATEMENTS } from './data/experts.js';

/**
 * Loads the reference data every installation has (the 2022 classification of fields and
 * disciplines, research-work kinds, kinds of industrial property, CV labels, the current
 * terms, the JSDE contests and statements). Idempotent: rows are inserted or brought up to date, never duplicated.
 */
export async function loadReferenceData(client: pg.ClientBase): Promise<void> {
  await client.query('BEGIN');
  try {
    await upsert(
      client,
      'science_field',
      ['code', 'label_pl', 'label_en', 'icon_code', 'order'],
      ['code'],
      FIELDS.map((f, i) => [f.code, f.labelPl, f.labelEn, f.iconCode, i + 1]),
    );
    await upsert(
      client,
      'science_discipline',
      ['code', 'field_code', 'label_pl', 'label_en', 'order'],
      ['code'],
      DISCIPLINES.map((d, i) => [d.code, d.fieldCode, d.labelPl, d.labelEn, i + 1]),
    );
    await upsert(
      client,
      'research_work_kind',
      ['id', 'label_pl', 'label_en'],
      ['id'],
      RESEARCH_WORK_KINDS.map((k) => [k.id, k.labelPl, k.labelEn]),
    );
    await upsert(
      client,
      'patent_unit',
      ['code', 'label_pl', 'label_en', 'order'],
      ['code'],
      PATENT_UNITS.map((u, i) => [u.code, u.labelPl, u.labelEn, i + 1]),
    );
    await upsert(
      client,
      'cv_label',
      ['key', 'language', 'section', 'label', 'tip', 'order'],
      ['key', 'language'],
      CV_LABELS.flatMap((l, i) => [
        [l.key, 'PL', l.section, l.pl, l.tipPl ?? null, i + 1],
        [l.key, 'EN', l.section, l.en, l.tipEn ?? null, i + 1],
      ]),
    );
    await upsert(
      client,
      'terms_version',
      ['version', 'published_at', 'text_pl', 'text_en'],
      ['version'],
      [
        [
          CURRENT_TERMS.version,
          CURRENT_TERMS.publishedAt,
          CURRENT_TERMS.textPl,
          CURRENT_TERMS.textEn,
        ],
      ],
    );
    await upsert(
      client,
      'expert_statement',
      ['code', 'text_pl', 'text_en', 'version'],
      ['code'],
      EXPERT_STATEMENTS.map((s) => [s.code, s.textPl, s.textEn, s.version]),
    );
    await upsert(
      client,
      'expert_contest',
      ['id', 'code', 'name_pl', 'name_en'],
      ['id'],
      EXPERT_CONTESTS.map((c) => [c.id, c.code, c.namePl, c.nameEn]),
    );
    await upsert(
      client,
      'expert_contest_statement',
      ['contest_id', 'statement_code'],
      ['contest_id', 'statement_code'],
      EXPERT_CONTESTS.flatMap((c) => c.statements.map((code) => [c.id, code])),
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

async function upsert(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  key: string[],
  rows: unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const quoted = columns.map((c) => `"${c}"`);
  const values = rows
    .map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
    .join(', ');
  const updates = columns
    .filter((c) => !key.includes(c))
    .map((c) => `"${c}" = EXCLUDED."${c}"`)
    .join(', ');
  await client.query(
    `INSERT INTO "${table}" (${quoted.join(', ')}) VALUES ${values}
     ON CONFLICT (${key.map((k) => `"${k}"`).join(', ')}) ${updates ? `DO UPDATE SET ${updates}` : 'DO NOTHING'}`,
    rows.flat(),
  );
}
