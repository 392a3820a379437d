import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { RenderTask } from './render-worker.js';

export type { RenderTask } from './render-worker.js';

/** The pool's bounds (decision 034). */
export interface RenderPoolOptions {
  /** Worker threads (default: the cores less one, at least 1, at most 4). */
  threads?: number;
  /** Documents waiting for a thread beyond the running ones; one more is refused. */
  queue?: number;
}

export const DEFAULT_RENDER_THREADS = Math.min(4, Math.max(1, availableParallelism() - 1));
export const DEFAULT_RENDER_QUEUE = 16;
const RENDER_NICE_INCREMENT = 10;

/** Every thread is busy and the queue is full: the caller answers 503 with Retry-After. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('Every document renderer is busy.');
    this.name = 'RenderQueueFullError';
  }
}

/*
 * The worker runs the renderers from this package's files: compiled JavaScript next to this
 * module, or its TypeScript source (`pnpm start`, the tests and the docker image run the
 * source with tsx). A thread inherits the process's options, so under tsx's own command its
 * loader is already there; anywhere else (a test runner's worker) the thread gets it.
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./render-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
function workerExecArgv(): string[] | undefined {
  if (!fromSource || process.execArgv.some((arg) => /[/\\]tsx[/\\]/.test(arg))) return undefined;
  const loader = createRequire(import.meta.url).resolve('tsx');
  return [...process.execArgv, '--import', pathToFileURL(loader).href];
}

/**
 * A bounded pool of worker threads that render CV documents (piscina): at most `threads`
 * documents render at once, `queue` more wait, and past that `render` refuses at once with
 * RenderQueueFullError instead of letting the backlog grow. Threads start with the first
 * document and then stay (the renderers' modules and fonts load once per thread).
 */
export function createRenderPool(options: RenderPoolOptions = {}) {
  const threads = options.threads ?? DEFAULT_RENDER_THREADS;
  const queue = options.queue ?? DEFAULT_RENDER_QUEUE;
  let pool: Piscina<RenderTask | null, Uint8Array> | undefined;
  let inFlight = 0;
  const open = () =>
    (pool ??= new Piscina<RenderTask | null, Uint8Array>({
      filename: workerFile.href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      // The bound is kept here (inFlight), exactly: piscina's own counts its starting threads.
      maxQueue: Number.POSITIVE_INFINITY,
      execArgv: workerExecArgv(),
      // A document that would need more than this ends its thread, not the process.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      // The render threads run at a lower priority than the event loop (nice +10, through
      // piscina's optional @napi-rs/nice): on a busy core the loop that answers visitors
      // goes first and a document takes what is left.
      niceIncrement: RENDER_NICE_INCREMENT,
    }));
  return {
    threads,
    queue,
    /** The file's bytes; RenderQueueFullError when `threads + queue` documents are in flight. */
    async render(task: RenderTask): Promise<Buffer> {
      if (inFlight >= threads + queue) throw new RenderQueueFullError();
      inFlight += 1;
      try {
        const bytes = await open().run(task);
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } finally {
        inFlight -= 1;
      }
    },
    /** Starts a thread and loads the renderers in it, before the first document asks. */
    async warm(): Promise<void> {
      await open().run(null);
    },
    /** Documents rendering or waiting now. */
    get inFlight() {
      return inFlight;
    },
    async close() {
      const running = pool;
      pool = undefined;
      await running?.destroy();
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
