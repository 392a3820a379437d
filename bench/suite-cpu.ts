import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * `pnpm bench suite-cpu [command …]` (default `pnpm test`): runs the command and says where the
 * machine's CPU went while it ran, per kind of process (Chromium's renderers, the vitest
 * workers, PostgreSQL, the type check, …), from Linux's /proc.
 *
 * Why not `time pnpm test`: `time` counts only the children the command waited for, and
 * PostgreSQL's backends, the browsers and the servers' own children are reaped by others; on
 * 26 November it said 991 s for a run in which the machine spent 1,400 s.
 *
 * Every process is sampled every 250 ms and counted with the last CPU time seen for it, so a
 * process that lives less than that is missed and the last quarter second of each is lost:
 * the per-kind figures are a little low, and the machine's total (from /proc/stat, every
 * process on it) is the one to compare between runs.
 */
const TICK = 100; // USER_HZ: clock ticks per second on Linux
const SAMPLE_MS = 250;

/** The process's command line, or undefined once it has ended. */
function commandLine(pid: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

function kindOf(pid: string, name: string): string {
  const cmd = commandLine(pid);
  if (cmd === undefined) return name;
  const exe = cmd.split(' ')[0] ?? '';
  if (exe.includes('chrom')) return `chromium ${/--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser'}`;
  if (name.startsWith('postgres') || exe.endsWith('/postgres')) return 'postgres';
  if (name.includes('meili') || exe.includes('meilisearch')) return 'meilisearch';
  if (cmd.includes('playwright')) return 'playwright (Node)';
  if (cmd.includes('scripts/start')) return '`pnpm start` (e2e servers, integration tests)';
  if (cmd.includes('typecheck') || cmd.includes('typescript')) return 'typecheck';
  if (/eslint|depcruise|redocly|openapi/.test(cmd)) return 'lint';
  if (cmd.includes('prettier')) return 'prettier';
  if (cmd.includes('vitest')) return 'vitest (main process, workers)';
  return /node|tsx/.test(name + exe) ? `node: ${cmd.slice(0, 50)}` : name;
}

/** The machine's busy ticks so far (all cores, every process). */
function machineBusy(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

export async function suiteCpuBench(argv: string[]): Promise<void> {
  const given = argv[0] === '--' ? argv.slice(1) : argv;
  const command = given.length > 0 ? given : ['pnpm', 'test'];
  if (!existsSync('/proc/stat')) {
    console.error('pnpm bench suite-cpu reads /proc: it runs on Linux only');
    process.exitCode = 2;
    return;
  }
  const atStart = new Map<string, number>();
  const seen = new Map<string, { kind: string; ticks: number }>();
  const sample = (first: boolean) => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // ended between the listing and the read
      }
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // A pid can be reused: key it by its start time too.
      const key = `${pid}:${fields[19]}`;
      const ticks = Number(fields[11]) + Number(fields[12]);
      if (first) atStart.set(key, ticks);
      const known = seen.get(key);
      const used = ticks - (atStart.get(key) ?? 0);
      if (!known) {
        seen.set(key, { kind: kindOf(pid, name), ticks: used });
        continue;
      }
      known.ticks = used;
      // Chromium's renderers start as forks of its zygote and take their own command line a
      // moment later: a zygote's child is looked at again until it has.
      if (known.kind === 'chromium zygote') known.kind = kindOf(pid, name);
    }
  };
  sample(true);
  const busyAtStart = machineBusy();
  const started = Date.now();
  const timer = setInterval(() => sample(false), SAMPLE_MS);
  const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit' });
  const code = await new Promise<number>((resolve) => {
    child.on('exit', (c) => resolve(c ?? 1));
    // A command that cannot start (not found, not executable) ends the bench with one line.
    child.on('error', (error) => {
      console.error(`pnpm bench suite-cpu: cannot run ${command[0]}: ${error.message}`);
      resolve(2);
    });
  });
  clearInterval(timer);
  sample(false);
  const wall = (Date.now() - started) / 1000;
  const machine = (machineBusy() - busyAtStart) / TICK;

  const byKind = new Map<string, number>();
  for (const { kind, ticks } of seen.values()) {
    byKind.set(kind, (byKind.get(kind) ?? 0) + ticks / TICK);
  }
  const rows = [...byKind].filter(([, s]) => s >= 1).sort((a, b) => b[1] - a[1]);
  console.info(`\n${command.join(' ')}: exit ${code}, ${wall.toFixed(0)} s wall`);
  console.info(
    `the machine's CPU: ${machine.toFixed(0)} s (${((machine / wall) * 100).toFixed(0)}% of one core)`,
  );
  for (const [kind, seconds] of rows) {
    console.info(`${seconds.toFixed(0).padStart(7)} s  ${kind}`);
  }
  if (code !== 0) process.exitCode = code;
}
