import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';

/**
 * Prisma's schema engine compiled to WebAssembly.
 * It needs no downloaded binary, so it works on machines where the Prisma CLI's migrate
 * commands cannot (docs/conventions.md, "What the machines allow"). Used to draft migrations and, in a test, to build the
 * reference database that a database migrated from zero must equal.
 */

interface WasmApi {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, Record<string, never>>,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
}

let loaded: Promise<void> | undefined;

function loadWasm(): Promise<void> {
  loaded ??= (async () => {
    // The engine reports panics through this global (as in the Prisma CLI).
    const registry = {
      message: '',
      set_message(m: string) {
        registry.message = m;
      },
    };
    (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY ??= registry;
    const require = createRequire(import.meta.url);
    const js = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = readFileSync(js.replace(/schema_engine_bg\.js$/, 'schema_engine_bg.wasm'));
    // The WebAssembly global is not in the ES library typings this package compiles with.
    const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
    const { instance } = await wasm.instantiate(bytes, {
      './schema_engine_bg.js': bg as unknown as Record<string, never>,
    });
    const exports = instance.exports as unknown as { __wbindgen_start: () => void };
    bg.__wbg_set_wasm(instance.exports);
    exports.__wbindgen_start();
  })();
  return loaded;
}

export function defaultSchemaPath(): string {
  return new URL('../../../prisma/schema.prisma', import.meta.url).pathname;
}

/**
 * The SQL that takes a database in the state of `from` (a Prisma datamodel, or nothing)
 * to the state of `to`, computed from the two datamodels alone (the database at
 * `connectionString` is only asked for its version). (Diffing a live database through
 * the pg driver adapter fails on catalog columns of type "char" in this engine version.)
 */
export async function diffDatamodels(
  connectionString: string,
  from: string | null,
  to: string,
): Promise<string> {
  await loadWasm();
  // The engine opens a connection (server version) even for a pure datamodel diff.
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString }));
  const engine = await bg.SchemaEngine.new(
    { datamodels: [['schema.prisma', to]] },
    () => {},
    adapter,
  );
  try {
    const result = await engine.diff({
      from:
        from === null
          ? { tag: 'empty' }
          : { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: from }] },
      to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: to }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    const script = result.stdout ?? '';
    return /^-- This is an empty migration\.\s*$/.test(script.trim()) ? '' : script;
  } finally {
    engine.free();
  }
}

export function readSchema(path = defaultSchemaPath()): string {
  return readFileSync(path, 'utf8');
}
