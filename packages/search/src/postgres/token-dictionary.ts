import type { Db } from '@ln/db';

/**
 * The word dictionary (search_token) in memory (decision 005, "2026-11-23: the dictionary in
 * memory"). Every query word is looked up in it before anything else: exact, and as a prefix.
 * From memory that costs microseconds; from PostgreSQL it was a round trip before the search's
 * real statements could start (~0.6 ms at p50 and ~1 ms at p95 of an exact-surname search at
 * 1M profiles).
 *
 * Freshness: words this process adds are known at once (add()). Words added elsewhere (another
 * profiles-api process, the reindex command) are seen within `refreshMs`: the version in
 * search_token_version is checked that often and the words read again when it changed. When
 * the version could not be checked for `staleMs` (the database unreachable, a reload that kept
 * losing its race with add()), expand() answers null and the caller asks PostgreSQL: a
 * dictionary known to be older than that is never used.
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
  /** One engine less uses it; the last one stops the refresh. */
  release(): void;
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
/** add() inserts up to this many words one by one; more make the dictionary reload. */
const ADD_IN_PLACE_MAX = 256;

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

export function createTokenDictionary(
  source: TokenSource,
  options: { refreshMs?: number; staleMs?: number; idleMs?: number } = {},
): TokenDictionary & { stop(): void } {
  const refreshMs = options.refreshMs ?? TOKEN_REFRESH_MS;
  const staleMs = options.staleMs ?? TOKEN_STALE_MS;
  const idleMs = options.idleMs ?? TOKEN_IDLE_MS;
  let usedAt = 0;
  let reloadAfter = 0;
  let words: string[] | undefined;
  let version = '';
  let checkedAt = 0;
  // Raised by add(): a reload that began before it may lack its words, and is dropped.
  let adds = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  let stopped = false;

  async function refresh() {
    const startedAt = Date.now();
    const addsAtStart = adds;
    if (words && (await source.tokenVersion()) === version) {
      checkedAt = startedAt;
      return;
    }
    if (startedAt < reloadAfter) return;
    const loaded = await source.tokenDictionary();
    reloadAfter = Date.now() + RELOAD_SPACING * (Date.now() - startedAt);
    if (adds !== addsAtStart || stopped) return;
    words = loaded.tokens;
    version = loaded.version;
    checkedAt = startedAt;
  }

  function tick() {
    if (running || stopped) return;
    if (Date.now() - usedAt > idleMs) {
      clearInterval(timer);
      timer = undefined;
      return;
    }
    running = true;
    // A failed check leaves the dictionary as it was; it goes stale after staleMs.
    refresh()
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }

  function start() {
    if (timer || stopped) return;
    tick();
    timer = setInterval(tick, refreshMs);
    timer.unref?.();
  }

  return {
    expand(word, prefix, limit) {
      usedAt = Date.now();
      start();
      if (!words || Date.now() - checkedAt > staleMs) return null;
      return expandFrom(words, word, prefix, limit);
    },

    add(tokens) {
      if (tokens.length === 0) return;
      adds += 1;
      if (!words) return;
      if (tokens.length > ADD_IN_PLACE_MAX) {
        // A reindex's batch: read them all again at the next check.
        words = undefined;
        return;
      }
      for (const token of tokens) {
        const at = lowerBound(words, token);
        if (words[at] !== token) words.splice(at, 0, token);
      }
    },

    release: stop,
    stop,
  };

  function stop() {
    stopped = true;
    if (timer) clearInterval(timer);
    timer = undefined;
  }
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
): TokenDictionary {
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
