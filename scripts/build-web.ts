// `pnpm build:web`: the web app's production build (browser build, then the server renderer
// in dist/server), into WEB_DIST_DIR or apps/web/dist; what the web image builds. `pnpm start`
// makes the same build on its own when the sources are newer.
import { join } from 'node:path';
import { REPO_ROOT } from '@ln/db';
import { ensureWebBuild } from './lib/web-build.js';

const webDist = process.env.WEB_DIST_DIR ?? join(REPO_ROOT, 'apps', 'web', 'dist');
const result = ensureWebBuild(webDist, (line) => console.info(line));
if (result === 'failed') process.exit(1);
console.info(result === 'fresh' ? `${webDist} is up to date` : `built ${webDist}`);
