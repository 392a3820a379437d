import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { fullCvDocument } from './fixture.js';
import { createRenderPool, RenderQueueFullError } from './render-pool.js';

/**
 * The documents render in worker threads (issue 41 #2, decision 034): the event loop of the
 * caller keeps turning while a large CV renders, and a full pool refuses at once.
 */
const pools: Array<ReturnType<typeof createRenderPool>> = [];
const pool = (options: Parameters<typeof createRenderPool>[0]) => {
  const created = createRenderPool(options);
  pools.push(created);
  return created;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

/** How many times the caller's event loop turned while `work` was under way. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    return { result: await work(), turns };
  } finally {
    running = false;
  }
}

describe('the render pool', () => {
  it('renders a 300-publication PDF and DOCX while the event loop keeps turning', async () => {
    const renders = pool({ threads: 1, queue: 4 });
    const doc = fullCvDocument('pl', 300);
    // A first document starts the thread (its modules and fonts load there).
    await renders.render({ doc: fullCvDocument('pl', 1), format: 'docx' });
    for (const format of ['pdf', 'docx', 'docx-plain'] as const) {
      const { result, turns } = await turnsDuring(() => renders.render({ doc, format }));
      expect(result.subarray(0, 4).toString('latin1')).toBe(
        format === 'pdf' ? '%PDF' : 'PK\u0003\u0004',
      );
      // Rendered on this thread, the event loop would stand still for the whole render (a
      // few turns at most, while the file's bytes are collected); in the pool it turns
      // thousands of times. Counted in turns, not in time.
      expect(turns, format).toBeGreaterThan(100);
    }
    expect(threadId).toBe(0);
  });

  it('holds at most threads + queue documents: one more is refused at once, then taken again', async () => {
    const renders = pool({ threads: 1, queue: 1 });
    const doc = fullCvDocument('en', 50);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => renders.render({ doc, format: 'pdf' })),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(RenderQueueFullError);
    expect(renders.inFlight).toBe(0);
    const again = await renders.render({ doc, format: 'docx-plain' });
    expect(again.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
