import { describe, expect, it } from 'vitest';
import { eventually } from './eventually.js';

describe('eventually', () => {
  it('waits through nothing yet and failures, and gives the first value', async () => {
    const given: unknown[] = [undefined, null, false, new Error('refused'), 0, 'up'];
    let tries = 0;
    const value = await eventually(
      () => {
        const next = given[tries++];
        if (next instanceof Error) throw next;
        return next;
      },
      { interval: 1 },
    );
    // 0 is a value: only undefined, null and false mean "not yet".
    expect(value).toBe(0);
    expect(tries).toBe(5);
  });

  it('throws the last failure when the condition never comes, or names the wait', async () => {
    await expect(
      eventually(
        () => {
          expect(1).toBe(2);
          return true;
        },
        { timeout: 20, interval: 1 },
      ),
    ).rejects.toThrow('expected 1 to be 2');
    const named = await eventually(() => false, {
      timeout: 20,
      interval: 1,
      what: 'the pool',
    }).catch((error: unknown) => error);
    expect(named).toBeInstanceOf(Error);
    expect((named as Error).message).toBe('timed out after 20 ms waiting for the pool');
    const caused = await eventually(
      () => {
        throw new Error('connection refused');
      },
      { timeout: 20, interval: 1, what: 'the database' },
    ).catch((error: unknown) => error as Error);
    expect(caused.message).toBe('timed out after 20 ms waiting for the database');
    expect((caused.cause as Error).message).toBe('connection refused');
  });
});
