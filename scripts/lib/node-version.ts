// Imported first by the scripts: on a Node.js older than package.json's `engines` they stop
// with one line that says how to get a supported one (docs/runtime.md), never a stack trace.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { engines: { node: string } };

/** The lowest major version an `engines.node` range of the form ">=N" allows. */
export function requiredNodeMajor(range: string): number {
  const major = /^>=\s*(\d+)(\.\d+)*$/.exec(range.trim())?.[1];
  if (!major) throw new Error(`engines.node must read ">=N", not "${range}"`);
  return Number(major);
}

/** The one line to stop with when `version` is older than `range` allows. */
export function nodeVersionProblem(version: string, range: string): string | undefined {
  const required = requiredNodeMajor(range);
  if (Number(version.replace(/^v/, '').split('.')[0]) >= required) return undefined;
  return (
    `Node.js ${version} is too old: Ludzie Nauki needs Node.js ${required} LTS or newer. ` +
    `Install it from https://nodejs.org or with your version manager (nvm install ${required}), ` +
    `or from the npm registry: npm i -g --prefix /opt/node${required} node@${required}, ` +
    `then put /opt/node${required}/bin first on PATH.`
  );
}

const problem = nodeVersionProblem(process.versions.node, engines.node);
if (problem) {
  console.error(`[ln] ${problem}`);
  process.exit(1);
}
