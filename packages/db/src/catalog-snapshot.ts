import type pg from 'pg';

/**
 * Objects of hand-written migrations that schema.prisma cannot describe (decision 002):
 * the PostgreSQL search engine's tables and the trigram indexes of the type-ahead look-ups
 * (prisma/migrations/*_search), the folded-name index of the expert finder
 * (*_profile_name_fold), and the kept public short lists with their triggers
 * (*_publication_short_list), and the publication match keys' indexes of the registry sync
 * (*_publication_match_keys). The catalog test leaves exactly these out of the comparison
 * and checks that each of them exists.
 */
export const HAND_WRITTEN_OBJECTS = {
  tables: [
    'discovery_coauthor',
    'discovery_outbox',
    'discovery_profile',
    'discovery_similar',
    'discovery_term',
    'publication_short_list',
    'search_document',
    'search_facet_count',
    'search_name_count',
    'search_profile',
    'search_token',
    'search_token_variant',
    'search_token_version',
  ],
  indexes: [
    'institution_name_fold_trgm_idx',
    'profile_name_fold_idx',
    'publication_version_doi_key_idx',
    'publication_version_title_key_idx',
    'specialty_term_label_en_fold_trgm_idx',
    'specialty_term_label_pl_fold_trgm_idx',
  ],
} as const;

type Snapshot = Awaited<ReturnType<typeof catalogSnapshot>>;

/** The snapshot without the hand-written objects (their tables' columns, constraints, indexes). */
export function withoutHandWritten(snapshot: Snapshot): Snapshot {
  const tables = new Set<string>(HAND_WRITTEN_OBJECTS.tables);
  const indexes = new Set<string>(HAND_WRITTEN_OBJECTS.indexes);
  return {
    columns: snapshot.columns.filter((c) => !tables.has(c.table_name)),
    constraints: snapshot.constraints.filter((c) => !tables.has(c.table_name)),
    indexes: snapshot.indexes.filter((i) => !tables.has(i.tablename) && !indexes.has(i.indexname)),
    enums: snapshot.enums,
  };
}

/**
 * A comparable description of a database schema: columns, constraints, indexes and enum
 * types of the public schema, each as PostgreSQL itself prints them.
 */
export async function catalogSnapshot(client: pg.ClientBase) {
  const columns = await client.query(`
    SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default,
           character_maximum_length, numeric_precision, numeric_scale
      FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
     ORDER BY table_name, column_name`);
  const constraints = await client.query(`
    SELECT rel.relname AS table_name, con.conname, con.contype,
           pg_get_constraintdef(con.oid, true) AS definition
      FROM pg_constraint con
      JOIN pg_class rel ON rel.oid = con.conrelid
      JOIN pg_namespace ns ON ns.oid = rel.relnamespace
     WHERE ns.nspname = 'public' AND rel.relname <> '_prisma_migrations' AND con.contype <> 'n'
     ORDER BY rel.relname, con.conname`);
  const indexes = await client.query(`
    SELECT tablename, indexname, indexdef FROM pg_indexes
     WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
     ORDER BY tablename, indexname`);
  const enums = await client.query(`
    SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder) AS labels
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
      JOIN pg_namespace ns ON ns.oid = t.typnamespace
     WHERE ns.nspname = 'public'
     GROUP BY t.typname ORDER BY t.typname`);
  return {
    columns: columns.rows,
    constraints: constraints.rows,
    indexes: indexes.rows,
    enums: enums.rows,
  };
}
