import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The build version a service reports: BUILD_VERSION when the build sets it (docker,
 * CI), otherwise the package version with the git commit when there is one.
 */
export function buildVersion(packageJsonUrl: URL, env: NodeJS.ProcessEnv = process.env): string {
  if (env.BUILD_VERSION) return env.BUILD_VERSION;
  const { version } = JSON.parse(readFileSync(packageJsonUrl, 'utf8')) as { version: string };
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: new URL('.', packageJsonUrl),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return sha ? `${version}+${sha}` : version;
  } catch {
    return version;
  }
}
