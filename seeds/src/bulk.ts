import type pg from 'pg';

/**
 * Loading an empty database fast, the way PostgreSQL's documentation advises for bulk
 * loads: inside the caller's transaction, drop the foreign keys, primary keys and other
 * indexes of the tables being filled, load, then recreate every one of them from the
 * definitions PostgreSQL printed before they were dropped. Recreating a foreign key
 * validates it over all rows, and recreating a unique index checks uniqueness, so the
 * data ends up exactly as constrained as if it had been inserted row by row.
 */
interface Definition {
  table: string;
  name: string;
  sql: string;
}

export async function withConstraintsRebuiltAfter(
  client: pg.ClientBase,
  tables: readonly string[],
  load: () => Promise<void>,
  log: (line: string) => void = () => {},
): Promise<void> {
  const foreignKeys = await client.query<Definition>(
    `SELECT rel.relname AS table, con.conname AS name,
            format('ALTER TABLE %I ADD CONSTRAINT %I %s', rel.relname, con.conname,
                   pg_get_constraintdef(con.oid)) AS sql
       FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
       JOIN pg_namespace ns ON ns.oid = rel.relnamespace
      WHERE ns.nspname = 'public' AND con.contype = 'f'
        AND (rel.relname = ANY($1) OR con.confrelid IN (
              SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname = 'public' AND c.relname = ANY($1)))`,
    [tables],
  );
  const primaryKeys = await client.query<Definition>(
    `SELECT rel.relname AS table, con.conname AS name,
            format('ALTER TABLE %I ADD CONSTRAINT %I %s', rel.relname, con.conname,
                   pg_get_constraintdef(con.oid)) AS sql
       FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
       JOIN pg_namespace ns ON ns.oid = rel.relnamespace
      WHERE ns.nspname = 'public' AND con.contype = 'p' AND rel.relname = ANY($1)`,
    [tables],
  );
  const indexes = await client.query<Definition>(
    `SELECT i.tablename AS table, i.indexname AS name, i.indexdef AS sql
       FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conname = i.indexname)`,
    [tables],
  );

  for (const fk of foreignKeys.rows)
    await client.query(`ALTER TABLE "${fk.table}" DROP CONSTRAINT "${fk.name}"`);
  for (const pk of primaryKeys.rows)
    await client.query(`ALTER TABLE "${pk.table}" DROP CONSTRAINT "${pk.name}"`);
  for (const index of indexes.rows) await client.query(`DROP INDEX "${index.name}"`);

  await load();

  let started = Date.now();
  for (const pk of primaryKeys.rows) await client.query(pk.sql);
  for (const index of indexes.rows) await client.query(index.sql);
  log(`indexes rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
  for (const fk of foreignKeys.rows) await client.query(fk.sql);
  log(`foreign keys recreated and validated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
