import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The documents a newcomer reads first say what the code does (docs/conventions.md,
// "Comments and records").
const ROOT = new URL('../..', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
}

/** The workspace packages: folder → manifest (apps/*, packages/*, seeds). */
function workspacePackages(): Map<string, Manifest> {
  const folders = [
    ...['apps', 'packages'].flatMap((dir) =>
      readdirSync(join(ROOT, dir)).map((name) => `${dir}/${name}`),
    ),
    'seeds',
  ].filter((folder) => existsSync(join(ROOT, folder, 'package.json')));
  return new Map(
    folders.map((folder) => [folder, JSON.parse(read(`${folder}/package.json`)) as Manifest]),
  );
}

/** The package drawing of ARCHITECTURE.md: each arrow's start → what it names at its end. */
function drawnArrows(): Map<string, Set<string>> {
  const doc = read('docs/ARCHITECTURE.md');
  const section = doc.slice(doc.indexOf('\n## Packages\n'));
  const drawing = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const arrows = new Map<string, Set<string>>();
  let targets: Set<string> | undefined;
  const folder = /(?:apps|packages)\/[\w-]+|\bseeds\b/g;
  for (const line of drawing.split('\n')) {
    const [from, to] = line.split('▶');
    if (to === undefined) {
      // A continued list of targets, indented under the arrow's end.
      for (const name of line.match(folder) ?? []) targets?.add(name);
      continue;
    }
    targets = new Set(to.replace(/\(.*?\)/g, '').match(folder) ?? []);
    for (const name of from!.match(folder) ?? []) arrows.set(name, targets);
  }
  return arrows;
}

describe('docs/ARCHITECTURE.md', () => {
  it('draws every workspace package with exactly the packages of ours it depends on', () => {
    const packages = workspacePackages();
    const folderOf = new Map([...packages].map(([folder, manifest]) => [manifest.name, folder]));
    const arrows = drawnArrows();
    for (const [folder, manifest] of packages) {
      // The test harness depends on everything; its arrow says so in words.
      if (folder === 'packages/testing') {
        expect(arrows.has(folder), folder).toBe(true);
        continue;
      }
      const ours = Object.keys(manifest.dependencies ?? {})
        .map((name) => folderOf.get(name))
        .filter((dep): dep is string => dep !== undefined)
        .sort();
      expect([...(arrows.get(folder) ?? ['(not drawn)'])].sort(), folder).toEqual(ours);
    }
  });
});

describe('docs/decisions', () => {
  const records = readdirSync(join(ROOT, 'docs', 'decisions')).filter((f) => f.endsWith('.md'));

  it('numbers each record once', () => {
    const numbers = records.map((file) => /^(\d{3})-/.exec(file)?.[1] ?? `(no number: ${file})`);
    const twice = numbers.filter((n, i) => numbers.indexOf(n) !== i);
    expect(numbers.filter((n) => n.startsWith('('))).toEqual([]);
    expect(twice, 'numbers used twice').toEqual([]);
  });

  it('each record opens with its own number', () => {
    for (const file of records) {
      const title = read(`docs/decisions/${file}`).split('\n')[0] ?? '';
      expect(title, file).toMatch(new RegExp(`^# ${file.slice(0, 3)}\\b`));
    }
  });
});

describe('what the code cites', () => {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => /\.(ts|tsx|js|cjs|mjs|sql|md|ya?ml)$|(^|\/)run$/.test(file))
    .filter((file) => file !== 'pnpm-lock.yaml' && existsSync(join(ROOT, file)));
  const conventions = read('docs/conventions.md');
  const sections = new Set([...conventions.matchAll(/^## (.+)$/gm)].map((m) => m[1]!));

  it('names sections of docs/conventions.md that exist', () => {
    const cited = tracked.flatMap((file) =>
      [...read(file).matchAll(/docs\/conventions\.md,? \(?"([^"]+)"/g)].map((m) => ({
        file,
        section: m[1]!,
      })),
    );
    expect(cited.length).toBeGreaterThan(10);
    for (const { file, section } of cited)
      expect(sections, `${file}: "${section}"`).toContain(section);
  });

  it('names decision records that exist', () => {
    const records = new Set(readdirSync(join(ROOT, 'docs', 'decisions')));
    for (const file of tracked) {
      for (const [, record] of read(file).matchAll(/decisions\/(\d{3}-[\w-]+\.md)/g)) {
        expect(records, `${file} cites ${record}`).toContain(record);
      }
    }
  });
});
