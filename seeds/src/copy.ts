import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * Bulk writing with COPY (text format). Generators add rows to a RowSink; `flush` streams
 * each table's rows with one COPY per table, parents before children, on the caller's
 * connection and transaction, so foreign keys are checked as usual.
 */
export type Cell =
  string | number | boolean | null | undefined | Date | Buffer | readonly string[] | object;

/** Tables in an order where every referenced row comes first. */
export const TABLES = {
  institution: [
    'id',
    'name_pl',
    'name_en',
    'city',
    'country_code',
    'kind',
    'external_id',
    'source',
  ],
  specialty_term: ['id', 'label_pl', 'label_en', 'usage_count'],
  app_user: [
    'id',
    'first_name',
    'surname',
    'email',
    'phone',
    'login',
    'pesel_encrypted',
    'pesel_hash',
    'orcid',
    'status',
    'notifications_consent',
    'terms_version',
    'terms_accepted_at',
    'created_at',
    'updated_at',
  ],
  user_role_assignment: ['id', 'user_id', 'role'],
  profile: [
    'id',
    'first_name',
    'second_name',
    'surname',
    'previous_name',
    'previous_surname',
    'prefix',
    'about_me',
    'about_me_en',
    'calculated_edu_level',
    'email',
    'phone_number',
    'visibility_email',
    'visibility_phone',
    'orcid',
    'hidden',
    'dead',
    'dead_marked_at',
    'editing_locked',
    'bwnp_id',
    'polon_id',
    'pesel_hash',
    'source',
    'user_id',
    'created_at',
    'updated_at',
  ],
  profile_photo: ['profile_id', 'content', 'mime_type', 'file_name'],
  profile_link: ['id', 'profile_id', 'kind', 'portal_name', 'link', 'order'],
  specialty: ['id', 'profile_id', 'term_id', 'label_pl', 'label_en', 'order', 'source'],
  employment: [
    'id',
    'profile_id',
    'institution_id',
    'institution_name',
    'position',
    'position_en',
    'additional_information',
    'status',
    'start_date',
    'end_date',
    'internet_link',
    'source',
    'external_id',
    'original',
    'modified_by_user_at',
  ],
  degree_title: [
    'id',
    'profile_id',
    'type',
    'label',
    'year',
    'field_code',
    'discipline_code',
    'classification_label',
    'granting_institution_id',
    'granting_institution_name',
    'granting_country',
    'registry_institution',
    'source',
    'title_kind',
    'external_id',
    'original',
    'modified_by_user_at',
  ],
  profile_discipline: ['profile_id', 'discipline_code', 'field_code', 'is_main', 'source'],
  publication: [
    'id',
    'type',
    'year',
    'doi',
    'main_title',
    'main_language',
    'all_authors_count',
    'source',
  ],
  publication_version: [
    'id',
    'publication_id',
    'kind',
    'source',
    'owner_profile_id',
    'external_id',
    'is_visible',
    'title',
    'year',
    'doi',
    'url',
    'data',
  ],
  publication_author: [
    'id',
    'publication_id',
    'position',
    'profile_id',
    'first_name',
    'surname',
    'surname_prefix',
    'role',
    'affiliation_institution_id',
    'affiliation_name',
    'publicly_visible',
  ],
  artistic_achievement: [
    'id',
    'title',
    'kind_code',
    'kind_label',
    'achievement_type_code',
    'achievement_type_label',
    'discipline_code',
    'year',
    'country',
    'institution_name',
    'implementation_country',
    'implementation_year',
    'first_publication_country',
    'first_publication_year',
    'characteristics',
    'range',
    'publisher_name',
    'status',
    'showing_entity_id',
    'showing_entity_name',
    'all_authors_count',
    'source',
    'external_id',
  ],
  artistic_achievement_author: [
    'id',
    'achievement_id',
    'position',
    'profile_id',
    'first_name',
    'surname',
  ],
  artistic_achievement_collection: ['id', 'achievement_id', 'name', 'country'],
  industrial_property: [
    'id',
    'type_code',
    'calculated_language',
    'calculated_title',
    'titles',
    'abstracts',
    'botanic_name',
    'plant_species_name',
    'plant_variety_name',
    'source',
    'external_id',
  ],
  industrial_property_right: [
    'id',
    'property_id',
    'application_date',
    'application_number',
    'publication_date',
    'publication_number',
    'grant_date',
    'right_number',
    'granting_institution_code',
    'granting_institution_name',
    'granting_institution_country',
    'protection_region',
    'priority_region',
    'priority_number',
    'showing_entity',
    'registry_links',
  ],
  industrial_property_creator: [
    'id',
    'property_id',
    'position',
    'profile_id',
    'first_name',
    'surname',
  ],
  project: [
    'id',
    'project_number',
    'title',
    'titles',
    'abstracts',
    'classification',
    'edition',
    'key_words',
    'name_priority',
    'programme',
    'start_date',
    'end_date',
    'funds',
    'currency',
    'showing_entity',
    'link_radon',
    'source',
    'external_id',
  ],
  project_institution: ['id', 'project_id', 'role', 'institution_id', 'name', 'leader'],
  project_person: [
    'id',
    'project_id',
    'position',
    'profile_id',
    'first_name',
    'surname',
    'idn',
    'kind_manager',
  ],
  research_work: [
    'id',
    'number',
    'kind_id',
    'polish_title',
    'titles',
    'previous_titles',
    'title_kind',
    'classifications',
    'field_code',
    'international_cooperation',
    'range_usages',
    'start_date',
    'end_date',
    'keywords',
    'institutions',
    'sources',
    'is_title_overrated_by_polon',
    'external_id',
  ],
  research_work_discipline: ['research_work_id', 'discipline_code'],
  research_work_person: [
    'id',
    'research_work_id',
    'role',
    'position',
    'profile_id',
    'first_name',
    'surname',
  ],
  gremium: [
    'id',
    'name',
    'name_html',
    'name_en',
    'organization_structure',
    'description',
    'institution_type_code',
    'institution_type_label',
    'web_site',
    'phone_number',
    'street',
    'postal_code',
    'city',
    'start_date',
    'end_date',
    'source',
  ],
  gremium_membership: [
    'id',
    'gremium_id',
    'profile_id',
    'first_name',
    'surname',
    'prefix',
    'member_kind',
    'position_on_list',
    'source',
    'source_name',
  ],
  gremium_membership_term: ['id', 'membership_id', 'date_from', 'date_to', 'status_override'],
  gremium_function: [
    'id',
    'gremium_id',
    'profile_id',
    'first_name',
    'surname',
    'function_pl',
    'function_en',
    'position_on_list',
    'source',
    'source_name',
  ],
  gremium_function_period: ['id', 'function_id', 'date_from', 'date_to', 'status_override'],
  post: ['id', 'number', 'title', 'title_en', 'excerpt', 'excerpt_en', 'link', 'published_at'],
  post_category: ['id', 'name', 'slug', 'link'],
  post_category_on_post: ['post_id', 'category_id'],
} as const satisfies Record<string, readonly string[]>;

export type TableName = keyof typeof TABLES;

/** jsonb columns (by name, the same in every table); other arrays are PostgreSQL arrays. */
const JSON_COLUMNS = new Set([
  'original',
  'data',
  'titles',
  'abstracts',
  'showing_entity',
  'registry_links',
  'classifications',
  'institutions',
  'previous_titles',
]);

const TABLE_ORDER = Object.keys(TABLES) as TableName[];

const NEEDS_ESCAPE = /[\\\n\r\t]/;

function escapeText(value: string): string {
  // COPY text format: backslash, and the row/column delimiters, are escaped.
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/[\\\n\r\t]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t',
  );
}

function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

export function encodeCell(value: Cell, json = false): string {
  if (value === null || value === undefined) return '\\N';
  if (json) return escapeText(JSON.stringify(value));
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `\\\\x${value.toString('hex')}`;
  if (Array.isArray(value)) return escapeText(arrayLiteral(value as readonly string[]));
  return escapeText(JSON.stringify(value));
}

export class RowSink {
  private readonly chunks = new Map<TableName, string[]>();
  private readonly counts = new Map<TableName, number>();

  add<T extends TableName>(table: T, row: Record<(typeof TABLES)[T][number], Cell>): void {
    const columns = TABLES[table] as readonly string[];
    const values = row as Record<string, Cell>;
    let line = '';
    for (let i = 0; i < columns.length; i++) {
      if (i > 0) line += '\t';
      const column = columns[i]!;
      line += encodeCell(values[column], JSON_COLUMNS.has(column));
    }
    let list = this.chunks.get(table);
    if (!list) this.chunks.set(table, (list = []));
    list.push(`${line}\n`);
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }

  /** Rows added per table since this sink was created. */
  totals(): Map<TableName, number> {
    return new Map(this.counts);
  }

  /** The buffered rows of each table (parents first, COPY text lines), taken out of the buffers. */
  *drain(): Generator<[TableName, string[]]> {
    for (const table of TABLE_ORDER) {
      const lines = this.chunks.get(table);
      if (!lines || lines.length === 0) continue;
      this.chunks.set(table, []);
      yield [table, lines];
    }
  }

  /** Streams the buffered rows (parents first) and empties the buffers. */
  async flush(client: pg.ClientBase): Promise<void> {
    for (const [table, lines] of this.drain()) {
      const columns = (TABLES[table] as readonly string[]).map((c) => `"${c}"`).join(', ');
      const stream = client.query(copyFrom(`COPY "${table}" (${columns}) FROM STDIN`));
      await pipeline(Readable.from(batches(lines)), stream);
    }
  }
}

function* batches(lines: string[]): Generator<string> {
  const size = 2000;
  for (let i = 0; i < lines.length; i += size) yield lines.slice(i, i + size).join('');
}
