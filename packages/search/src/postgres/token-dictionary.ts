import type { Db } from '@ln/db';

/**
 * The word dictionary (search_token) in memory (decision 017, "2026-11-23: the dictionary in
 * memory"). Every query word is looked up in it before anything else: exact, and as a prefix.
 * From memory that costs microseconds; from PostgreSQL it was a round trip before the search's
 * real statements could start (~0.6 ms at p50 and ~1 ms at p95 of an exact-surname search at
 * 1M profiles).
 *
 * Freshness: words this process adds are known at once (add()). Words added elsewhere (another
 * profiles-api process, the reindex command) are seen within about `refreshMs`: the version in
 * search_token_version is checked that often and the words read again when it changed. While
 * new words keep coming (an import), reloads are spaced by their cost, so the lag can reach
 * `staleMs`. When the version has not been confirmed for `staleMs` (the database unreachable, a
 * check that hangs, reloads held back), expand() answers null and the caller asks PostgreSQL:
 * a copy older than that is never used.
 */
export interface TokenDictionary {
  /**
   * The dictionary words `word` stands for: itself when it is one, and when it is typed as a
   * prefix the first `limit` words starting with it (code-point order, as COLLATE "C"). Null
   * when the dictionary is not loaded yet or may be stale.
   */
  expand(word: string, prefix: boolean, limit: number): string[] | null;
  /** Words this process has just added to search_token. */
  add(tokens: string[]): void;
}

export interface TokenSource {
  tokenVersion(): Promise<string>;
  tokenDictionary(): Promise<{ version: string; tokens: string[] }>;
}

/** How often the dictionary's version is checked. */
export const TOKEN_REFRESH_MS = 1000;
/** How old a last successful check may be before the dictionary is not trusted. */
export const TOKEN_STALE_MS = 4000;
/**
 * Without a look-up for this long, the checks stop (an idle process leaves the database alone
 * and its connections can close); the next look-up starts them again, asking PostgreSQL until
 * a check has passed.
 */
export const TOKEN_IDLE_MS = 30_000;
/**
 * A reload waits this many times its own last duration after it: while new words keep coming
 * (an import, a reindex), reading the whole dictionary takes at most a tenth of the process's
 * time, and searches ask PostgreSQL once the copy is older than `staleMs`.
 */
const RELOAD_SPACING = 10;
/** add() merges up to this many words into the copy; more make it read again. */
const MERGE_MAX = 10_000;

/** Code-point order of two strings, the order of COLLATE "C" (UTF-8 bytes). */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate stands for a code point above U+FFFF, so above any other code unit.
    const sx = x >= 0xd800 && x <= 0xdfff;
    const sy = y >= 0xd800 && y <= 0xdfff;
    return sx === sy ? x - y : sx ? 1 : -1;
  }
  return a.length - b.length;
}

/** The first index of `sorted` whose word is not before `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareCodePoints(sorted[mid]!, word) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * What repository.expand() answers, from words in code-point order: `word` if it is one, then
 * (for a prefix) the first `limit` words starting with it.
 */
export function expandFrom(
  sorted: readonly string[],
  word: string,
  prefix: boolean,
  limit: number,
): string[] {
  const at = lowerBound(sorted, word);
  const exact = sorted[at] === word;
  if (!prefix) return exact ? [word] : [];
  const words: string[] = [];
  for (let i = at; i < sorted.length && words.length < limit && sorted[i]!.startsWith(word); i++)
    words.push(sorted[i]!);
  // The word itself sorts first among the words it starts, so a cut never leaves it out.
  return words;
}

/** `sorted` with `tokens` added (a new array; `sorted` is left as it was). */
export function mergeWords(sorted: readonly string[], tokens: readonly string[]): string[] {
  const more = [...new Set(tokens)].sort(compareCodePoints);
  const merged: string[] = [];
  let i = 0;
  for (const token of more) {
    while (i < sorted.length && compareCodePoints(sorted[i]!, token) < 0) merged.push(sorted[i++]!);
    if (sorted[i] !== token) merged.push(token);
  }
  while (i < sorted.length) merged.push(sorted[i++]!);
  return merged;
}

export function createTokenDictionary(
  source: TokenSource,
  options: { refreshMs?: number; staleMs?: number; idleMs?: number } = {},
): TokenDictionary & { stop(): void } {
  const refreshMs = options.refreshMs ?? TOKEN_REFRESH_MS;
  const staleMs = options.staleMs ?? TOKEN_STALE_MS;
  const idleMs = options.idleMs ?? TOKEN_IDLE_MS;
  // A monotonic clock: a step of the wall clock never extends the trust in the copy.
  const now = () => performance.now();
  let usedAt = -Infinity;
  let reloadAfter = -Infinity;
  let words: string[] | undefined;
  let version = '';
  let checkedAt = -Infinity;
  // Words add() got while a reload was reading: merged into what it read.
  const collectors = new Set<string[]>();
  // The check under way: its number, and since when (one that hangs is given up after
  // staleMs, and what it answers later is ignored).
  let current = 0;
  let runningSince: number | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  async function refresh(id: number) {
    const startedAt = now();
    if (words && (await source.tokenVersion()) === version) {
      if (id === current) checkedAt = startedAt;
      return;
    }
    if (startedAt < reloadAfter) return;
    const added: string[] = [];
    collectors.add(added);
    let loaded: { version: string; tokens: string[] };
    try {
      loaded = await source.tokenDictionary();
    } finally {
      collectors.delete(added);
    }
    reloadAfter = now() + RELOAD_SPACING * (now() - startedAt);
    if (id !== current || stopped) return;
    words = added.length > 0 ? mergeWords(loaded.tokens, added) : loaded.tokens;
    version = loaded.version;
    checkedAt = startedAt;
  }

  function tick() {
    if (stopped) return;
    if (runningSince !== undefined && now() - runningSince < staleMs) return;
    if (now() - usedAt > idleMs) {
      clearInterval(timer);
      timer = undefined;
      return;
    }
    const id = ++current;
    runningSince = now();
    // A failed check leaves the dictionary as it was; it goes stale after staleMs.
    refresh(id)
      .catch(() => undefined)
      .finally(() => {
        if (id === current) runningSince = undefined;
      });
  }

  function start() {
    if (timer || stopped) return;
    tick();
    timer = setInterval(tick, refreshMs);
    timer.unref?.();
  }

  function stop() {
    stopped = true;
    if (timer) clearInterval(timer);
    timer = undefined;
  }

  return {
    expand(word, prefix, limit) {
      usedAt = now();
      start();
      if (!words || now() - checkedAt > staleMs) return null;
      return expandFrom(words, word, prefix, limit);
    },

    add(tokens) {
      if (tokens.length === 0) return;
      if (tokens.length > MERGE_MAX) {
        // A reindex's batch: read them all again, from a check that starts after it.
        words = undefined;
        current += 1;
        runningSince = undefined;
        return;
      }
      for (const collector of collectors) collector.push(...tokens);
      if (words) words = mergeWords(words, tokens);
    },

    stop,
  };
}

/**
 * One dictionary per database client, shared by the engines on it (so that what one of them
 * writes, the others know at once); the first engine's options make it.
 */
const shared = new WeakMap<
  Db,
  { dictionary: ReturnType<typeof createTokenDictionary>; users: number }
>();

/** The dictionary of `db`'s engines (created with the first of them). */
export function sharedTokenDictionary(
  db: Db,
  source: TokenSource,
  options: { refreshMs?: number; staleMs?: number; idleMs?: number } = {},
): TokenDictionary & {
  /** One engine less uses it; the last one stops the checks. */
  release(): void;
} {
  let entry = shared.get(db);
  if (!entry) {
    entry = { dictionary: createTokenDictionary(source, options), users: 0 };
    shared.set(db, entry);
  }
  entry.users += 1;
  const current = entry;
  let released = false;
  return {
    expand: (word, prefix, limit) => current.dictionary.expand(word, prefix, limit),
    add: (tokens) => current.dictionary.add(tokens),
    release() {
      if (released) return;
      released = true;
      current.users -= 1;
      if (current.users === 0) {
        current.dictionary.stop();
        if (shared.get(db) === current) shared.delete(db);
      }
    },
  };
}
