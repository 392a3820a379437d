import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, requiredNodeMajor } from '../../scripts/lib/node-version.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const engines = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;
const required = requiredNodeMajor(engines);

const dockerfiles = readdirSync(join(ROOT, 'apps'))
  .map((app) => join(ROOT, 'apps', app, 'Dockerfile'))
  .filter((path) => existsSync(path));

describe('one Node.js version everywhere', () => {
  it('is a supported LTS line (24 or newer)', () => {
    expect(required).toBeGreaterThanOrEqual(24);
  });

  it('every Dockerfile that builds on Node uses the major version engines names', () => {
    const fromNode = dockerfiles.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/^FROM\s+node:(\S+)/gm)].map((m) => ({
        path: path.slice(ROOT.length),
        tag: m[1]!,
      })),
    );
    // profiles-api, users-api and dev-idp run on Node; the web image builds on it.
    expect(fromNode.length).toBeGreaterThanOrEqual(4);
    for (const { path, tag } of fromNode) {
      expect(`${path}: node:${tag}`).toBe(`${path}: node:${required}-bookworm-slim`);
    }
  });

  it('CI installs that version when the machine has an older one', () => {
    const ci = readFileSync(join(ROOT, '.ci', 'run'), 'utf8');
    expect(ci).toContain(`npm install -g --prefix /opt/node${required} node@${required}`);
    expect(ci).toContain(`-lt ${required} ]`);
    expect(ci).toContain(`export PATH="/opt/node${required}/bin:$PATH"`);
  });

  it('the scripts stop on an older Node with one line that says how to get a newer one', () => {
    expect(nodeVersionProblem('20.19.5', engines)).toBe(
      `Node.js 20.19.5 is too old: Ludzie Nauki needs Node.js ${required} LTS or newer. ` +
        `Install it from https://nodejs.org or with your version manager (nvm install ${required}), ` +
        `or from the npm registry: npm i -g --prefix /opt/node${required} node@${required}, ` +
        `then put /opt/node${required}/bin first on PATH.`,
    );
    expect(nodeVersionProblem(`v${required}.0.0`, engines)).toBeUndefined();
    expect(nodeVersionProblem(`${required + 2}.1.0`, engines)).toBeUndefined();
    expect(() => requiredNodeMajor('^24')).toThrow(/engines.node must read/);
  });
});
