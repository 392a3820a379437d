// `pnpm bench <name> [options]`: the project's benchmarks. They print numbers; nothing here
// is asserted in tests.
import { cvBench } from './cv.js';
import { discoveryBench } from './discovery.js';
import { expertSearchBench } from './expert-search.js';
import { functionImportBench } from './function-import.js';
import { openDataBench } from './open-data.js';
import { profileApiBench } from './profile-api.js';
import { profileEditBench } from './profile-edit.js';
import { registrySyncBench } from './registry-sync.js';
import { prepareBench } from './prepare.js';
import { seedBench } from './seed.js';
import { searchBench } from './search/index.js';
import { soakBench } from './soak.js';
import { suiteCpuBench } from './suite-cpu.js';
import { testSetupBench } from './test-setup.js';
import { bundleSizeBench } from './web/bundle-size.js';
import { lighthouseBench } from './web/lighthouse.js';
import { ssrBench } from './web/ssr.js';

const benches: Record<string, (argv: string[]) => Promise<void>> = {
  seed: seedBench,
  'profile-api': profileApiBench,
  'profile-edit': profileEditBench,
  prepare: prepareBench,
  search: searchBench,
  soak: soakBench,
  'test-setup': testSetupBench,
  'web-bundle': bundleSizeBench,
  lighthouse: lighthouseBench,
  ssr: ssrBench,
  cv: cvBench,
  discovery: discoveryBench,
  'expert-search': expertSearchBench,
  'function-import': functionImportBench,
  'registry-sync': registrySyncBench,
  'open-data': openDataBench,
  'suite-cpu': suiteCpuBench,
};
const [name, ...argv] = process.argv.slice(2);
const bench = name ? benches[name] : undefined;
if (!bench) {
  console.error(`usage: pnpm bench <${Object.keys(benches).join('|')}> [options]`);
  process.exit(2);
}
await bench(argv);
process.exit(process.exitCode ?? 0);
