// `pnpm bench search <seed|run> [options]`: the search benchmark (issue 4). See
// docs/search-bench.md for what it measures and how to read it.
import { parseArgs } from 'node:util';
import { searchBenchDatabase } from './dataset.js';
import { runSearchBench } from './run.js';

export async function searchBench(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'seed') {
    const { values } = parseArgs({
      args: rest,
      options: { profiles: { type: 'string', default: '1000000' } },
    });
    const { embedded } = await searchBenchDatabase(Number(values.profiles), (l) =>
      console.log(`  ${l}`),
    );
    await embedded?.stop();
    return;
  }
  if (command === 'run') return runSearchBench(rest);
  console.error('usage: pnpm bench search <seed|run> [--profiles N] ...');
  process.exit(2);
}
