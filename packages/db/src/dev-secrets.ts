import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from './paths.js';
import { parsePeselKeys, type PeselKeys } from './pesel.js';

const DEV_SECRETS_FILE = join(REPO_ROOT, '.data', 'dev-secrets.json');

interface DevSecrets {
  peselEncryptionKey: string;
  peselHashKey: string;
}

/**
 * The PESEL keys: from PESEL_ENCRYPTION_KEY / PESEL_HASH_KEY when set (required in
 * production); on a developer's machine, generated once and kept in the git-ignored
 * .data/dev-secrets.json so the seeded data stays readable between runs.
 */
export function resolvePeselKeys(env: NodeJS.ProcessEnv = process.env): PeselKeys {
  const enc = env.PESEL_ENCRYPTION_KEY;
  const hash = env.PESEL_HASH_KEY;
  if (enc && hash) return parsePeselKeys(enc, hash);
  if (enc || hash) throw new Error('set both PESEL_ENCRYPTION_KEY and PESEL_HASH_KEY, or neither');
  if (env.APP_ENVIRONMENT === 'production') {
    throw new Error('PESEL_ENCRYPTION_KEY and PESEL_HASH_KEY are required in production');
  }
  const secrets = readOrCreateDevSecrets();
  return parsePeselKeys(secrets.peselEncryptionKey, secrets.peselHashKey);
}

function readOrCreateDevSecrets(): DevSecrets {
  if (existsSync(DEV_SECRETS_FILE)) {
    return JSON.parse(readFileSync(DEV_SECRETS_FILE, 'utf8')) as DevSecrets;
  }
  const secrets: DevSecrets = {
    peselEncryptionKey: randomBytes(32).toString('hex'),
    peselHashKey: randomBytes(32).toString('hex'),
  };
  mkdirSync(dirname(DEV_SECRETS_FILE), { recursive: true });
  writeFileSync(DEV_SECRETS_FILE, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
