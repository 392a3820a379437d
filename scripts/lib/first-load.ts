// What a browser downloads of a page's JavaScript before the page is interactive, from a web
// build (its Vite manifest) and the page's HTML: what `pnpm bench web-bundle` prints and the
// server-rendering test holds to a budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The route modules main.tsx loads before hydrating the public profile's main tab. */
export const PROFILE_ROUTE_MODULES = [
  'src/app/routes/profiles/profile-layout.tsx',
  'src/app/routes/profiles/profile-about.tsx',
];

export function readManifest(webDist: string): Manifest {
  return JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The JavaScript files of the first load: the module scripts and modulepreloads of `html`
 * (index.html's or a rendered page's: the entry and the chunks it imports), and the route
 * modules with the chunks they import statically (what the browser fetches before it
 * hydrates, decision 024). Every path is relative to the build (`assets/…`).
 */
export function firstLoadFiles(manifest: Manifest, html: string, routeModules: string[]): string[] {
  const files = new Set<string>();
  for (const [, src] of html.matchAll(/<script type="module"[^>]* src="\/([^"]+\.js)"/g)) {
    files.add(src!);
  }
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+\.js)"/g)) {
    files.add(href!);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  routeModules.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

export interface FirstLoadRow {
  file: string;
  bytes: number;
  /** gzip at level 9: the `.gz` file the build writes beside it and servers send. */
  gzip: number;
}

export function measureFiles(webDist: string, files: string[]): FirstLoadRow[] {
  return files
    .map((file) => {
      const content = readFileSync(join(webDist, file));
      return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
