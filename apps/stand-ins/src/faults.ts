import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a registry answers when it is not answering: 429 with Retry-After when a client asks too
 * fast, and the odd 5xx. Deterministic: a script the tests write (the next answers, in order),
 * a request counter (every n-th request), and a fixed-window rate limit.
 */
export interface ScriptedFault {
  status: number;
  /** Seconds, for a 429 or a 503. */
  retryAfterSeconds?: number;
}

export interface FaultSettings {
  /** Every n-th request of the source fails with `status` (0: never). */
  every?: { n: number; status: number };
  /** More than `requests` in `windowSeconds` get 429 with the seconds left in the window. */
  rateLimit?: { requests: number; windowSeconds: number };
}

export class Faults {
  private script: ScriptedFault[] = [];
  private count = 0;
  private windowStart = 0;
  private inWindow = 0;
  /** Requests that reached the source (answered or failed), for tests. */
  requests = 0;

  constructor(private settings: FaultSettings = {}) {}

  reset(settings: FaultSettings = {}): void {
    this.settings = settings;
    this.script = [];
    this.count = 0;
    this.inWindow = 0;
    this.requests = 0;
  }

  push(...faults: ScriptedFault[]): void {
    this.script.push(...faults);
  }

  /** Answers the request with a fault and returns true, or returns false to let it through. */
  apply(reply: FastifyReply, now = Date.now()): boolean {
    this.requests += 1;
    const scripted = this.script.shift();
    if (scripted) return send(reply, scripted);
    this.count += 1;
    const every = this.settings.every;
    if (every && every.n > 0 && this.count % every.n === 0)
      return send(reply, { status: every.status });
    const limit = this.settings.rateLimit;
    if (limit) {
      const windowMs = limit.windowSeconds * 1000;
      if (now - this.windowStart >= windowMs) {
        this.windowStart = now;
        this.inWindow = 0;
      }
      this.inWindow += 1;
      if (this.inWindow > limit.requests) {
        const left = Math.max(1, Math.ceil((this.windowStart + windowMs - now) / 1000));
        return send(reply, { status: 429, retryAfterSeconds: left });
      }
    }
    return false;
  }
}

const MESSAGES: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function send(reply: FastifyReply, fault: ScriptedFault): true {
  if (fault.retryAfterSeconds !== undefined)
    void reply.header('retry-after', String(fault.retryAfterSeconds));
  void reply
    .code(fault.status)
    .send({ status: fault.status, message: MESSAGES[fault.status] ?? 'Error' });
  return true;
}

/**
 * A hook that lets `faults` answer first: register it as `preHandler` on a source with POST
 * routes, so the body is read before a fault answers (`onRequest` only where all are GETs).
 */
export function faultHook(faults: Faults) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    if (faults.apply(reply)) return reply;
  };
}
