import { setTimeout as sleep } from 'node:timers/promises';

export interface EventuallyOptions {
  /** Gives up after this many ms (default 10 s): a bound against hangs, never an expectation. */
  timeout?: number;
  /** Between two tries, in ms (default 50). */
  interval?: number;
  /**
   * What is awaited, for the message when it never comes: "timed out after 10000 ms waiting
   * for <what>", with the last error as its cause. Without it, the last error itself is
   * thrown (an assertion's diff, for instance).
   */
  what?: string;
}

/** What a check gives while its condition does not hold yet. */
type NotYet = undefined | null | false;

/**
 * Waits for a condition, never for a fixed time (the suite's rule: no fixed sleeps): calls
 * `check` until it gives a value other than undefined, null or false, and resolves with that
 * value. A check that throws (an assertion, a refused connection) is tried again, so
 * `eventually(async () => { expect(await read()).toBe(1); return true; })` waits for an
 * assertion to pass.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeout = 10_000, interval = 50, what }: EventuallyOptions = {},
): Promise<Exclude<T, NotYet>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    let failure: { error: unknown } | undefined;
    try {
      const value = await check();
      if (value !== undefined && value !== null && value !== false)
        return value as Exclude<T, NotYet>;
    } catch (error) {
      failure = { error };
    }
    if (Date.now() > deadline) {
      if (what === undefined && failure) throw failure.error;
      throw new Error(
        `timed out after ${timeout} ms waiting for ${what ?? 'the condition'}`,
        failure ? { cause: failure.error } : undefined,
      );
    }
    await sleep(interval);
  }
}
