import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

import packageJson from './package.json' with { type: 'json' };

// In development the gateway (one origin for every API) runs separately; /api is proxied to it.
const apiOrigin = process.env.LN_API_ORIGIN ?? 'http://localhost:8080';

/**
 * Writes `.gz` and `.br` beside every text asset of the build, so a server can send them
 * as they are (nginx `gzip_static`/`brotli_static`, @fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'ln-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // The server build is read from disk by Node, never sent: nothing to compress.
      if (config.build.ssr) outDir = '';
    },
    writeBundle() {
      if (outDir === '') return;
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * react-router's package exports name only its development build (extra checks and warnings);
 * the production build sits beside it. Builds use that one; `vite dev` and tests keep the
 * development build with its warnings.
 */
function reactRouterProduction(): Plugin {
  const fromDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const production = (specifier: string) =>
    fromDom
      .resolve(specifier)
      .replace(/[/\\]dist[/\\]development[/\\]/, '/dist/production/')
      .replace(/\.js$/, '.mjs');
  const targets: Record<string, string> = {
    'react-router': production('react-router'),
    'react-router/dom': production('react-router/dom'),
  };
  return {
    name: 'ln-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return targets[source] ?? null;
    },
  };
}

/** Chunks index.html itself loads: the entry, the shared libraries and app helpers, the runtime. */
const ENTRY_CHUNK = /(^|\/)(index|vendor|shared|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), reactRouterProduction()],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    // The server build bundles React: its production build, whatever NODE_ENV the host has.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // The server renderer (`vite build --ssr src/entry-server.tsx`, decision 024) is one
  // self-contained bundle: it loads from any folder (WEB_DIST_DIR) without the web app's
  // node_modules beside it.
  ssr: { noExternal: true, target: 'node' },
  // public/ (robots.txt, layers.css) belongs to the browser's build only.
  ...(isSsrBuild ? { publicDir: false } : {}),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page's modules need, for measuring a page's
    // first-load JavaScript (scripts/lib/first-load.ts). Not read at run time.
    manifest: !isSsrBuild,
    // All the app's styles (about 5 KB compressed) in one stylesheet: one render-blocking
    // request before the first paint instead of two, and none when a page's code loads.
    cssCodeSplit: false,
    modulePreload: {
      // A page chunk's dependencies that the entry already loaded (index.html preloads them)
      // are not preloaded again, nor the page chunk itself (its import fetches it at once):
      // each would cost a DOM look-up and a link while the router starts. Chunks that only
      // pages share are still preloaded beside the page.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep !== file && !ENTRY_CHUNK.test(dep)) : deps,
      // Every browser the portal supports has modulepreload; no polyfill in the entry.
      polyfill: false,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries the entry itself needs (React, the router, TanStack Query,
              // i18next) in their own chunk. Only those: a library that only pages use (zod,
              // through the owner's and administrators' forms) stays with those pages instead
              // of riding along on every first load.
              name: 'vendor',
              test: /[\\/]node_modules[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: apiOrigin,
        // users-api takes session calls (refresh, logout) only from its own origin; behind this
        // development proxy the page's origin is Vite's, so the proxy speaks for the gateway.
        configure: (proxy) => {
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', apiOrigin);
          });
        },
      },
    },
  },
}));
