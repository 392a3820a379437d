import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (packages/db/src → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Git-ignored folder for the embedded PostgreSQL cluster of `pnpm start`. */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data', 'postgres');
