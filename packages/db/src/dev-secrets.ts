import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from './paths.js';
import { parsePeselKeys, type PeselKeys } from '@ln/pesel';

const DEV_SECRETS_FILE = join(REPO_ROOT, '.data', 'dev-secrets.json');

interface DevSecrets {
  peselEncryptionKey: string;
  peselHashKey: string;
  /** ES256 (P-256) private key, PKCS#8 PEM, that signs access tokens (added later; optional). */
  sessionSigningKey?: string;
  /** Signs users-api's login cookie (added later; optional). */
  cookieSecret?: string;
  /** Ed25519 private key, PKCS#8 PEM, that signs CV verification facts (added later; optional). */
  cvSigningKey?: string;
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

export interface SessionSecrets {
  /** PKCS#8 PEM of the ES256 key that signs access tokens. */
  signingKeyPem: string;
  /** Secret that signs the login-transaction cookie (at least 32 characters). */
  cookieSecret: string;
}

/**
 * users-api's session secrets: SESSION_SIGNING_KEY (PKCS#8 PEM of a P-256 key; `\n` may stand
 * for new lines) and SESSION_COOKIE_SECRET when set (required in production); on a developer's
 * machine generated once into .data/dev-secrets.json, so sessions survive a restart.
 */
export function resolveSessionSecrets(env: NodeJS.ProcessEnv = process.env): SessionSecrets {
  const key = env.SESSION_SIGNING_KEY?.replaceAll('\\n', '\n');
  const cookie = env.SESSION_COOKIE_SECRET;
  if (key && cookie) return { signingKeyPem: key, cookieSecret: cookie };
  if (env.APP_ENVIRONMENT === 'production') {
    throw new Error('SESSION_SIGNING_KEY and SESSION_COOKIE_SECRET are required in production');
  }
  const secrets = readOrCreateDevSecrets();
  if (!secrets.sessionSigningKey || !secrets.cookieSecret) {
    secrets.sessionSigningKey ??= generateSessionSigningKey();
    secrets.cookieSecret ??= randomBytes(32).toString('hex');
    writeFileSync(DEV_SECRETS_FILE, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return {
    signingKeyPem: key ?? secrets.sessionSigningKey,
    cookieSecret: cookie ?? secrets.cookieSecret,
  };
}

/** A new ES256 (P-256) private key as PKCS#8 PEM. */
export function generateSessionSigningKey(): string {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
}

/**
 * profiles-api's key for CV verification facts (docs/cv.md "Verification"): CV_SIGNING_KEY
 * (PKCS#8 PEM of an Ed25519 key; `\n` may stand for new lines) when set (required in
 * production); on a developer's machine generated once into .data/dev-secrets.json, so the
 * codes of `pnpm start` still verify after a restart.
 */
export function resolveCvSigningKey(env: NodeJS.ProcessEnv = process.env): string {
  const key = env.CV_SIGNING_KEY?.replaceAll('\\n', '\n');
  if (key) return key;
  if (env.APP_ENVIRONMENT === 'production') {
    throw new Error('CV_SIGNING_KEY is required in production');
  }
  const secrets = readOrCreateDevSecrets();
  if (!secrets.cvSigningKey) {
    secrets.cvSigningKey = generateCvSigningKey();
    writeFileSync(DEV_SECRETS_FILE, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets.cvSigningKey;
}

/** A new Ed25519 private key as PKCS#8 PEM (`openssl genpkey -algorithm ed25519` writes the same). */
export function generateCvSigningKey(): string {
  return generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
}
