// `pnpm bench prepare --profiles N`: makes (once) the seeded benchmark database .data/bench-<N>.
import { parseArgs } from 'node:util';
import { benchDatabase } from './dataset.js';

export async function prepareBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { profiles: { type: 'string', default: '3000' } },
  });
  const { embedded } = await benchDatabase(Number(values.profiles), (l) => console.log(`  ${l}`));
  await embedded?.stop();
}
