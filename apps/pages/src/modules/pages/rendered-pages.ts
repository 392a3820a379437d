/** A rendered answer, whole: sent in one write, and shared by readers of the same page. */
export type RenderedAnswer =
  | { kind: 'client' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; locale: string; body: Buffer };

/**
 * Rendered answers of anonymous readers by page (address and language). Requests for a page
 * whose render is under way wait for that render instead of starting their own (a popular
 * profile renders once per wave of readers, not once per reader). With a time to live, the
 * answer is also kept that long (least recently used out past `maxBytes`): a page changed or
 * hidden meanwhile shows its old state that long, as shared caches may for `max-age`.
 */
export class RenderedPages {
  private readonly inFlight = new Map<string, Promise<RenderedAnswer>>();
  private readonly kept = new Map<string, { answer: RenderedAnswer; until: number }>();
  private bytes = 0;

  constructor(private readonly options: { ttlMs: number; maxBytes: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async get(key: string, render: () => Promise<RenderedAnswer>): Promise<RenderedAnswer> {
    const kept = this.kept.get(key);
    if (kept && kept.until > this.now()) {
      // Most recently used last, so eviction takes the oldest first.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept.answer;
    }
    if (kept) this.drop(key);
    const running = this.inFlight.get(key);
    if (running) return running;
    const rendering = render().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, rendering);
    const answer = await rendering;
    if (this.options.ttlMs > 0) this.keep(key, answer);
    return answer;
  }

  private size(answer: RenderedAnswer): number {
    return answer.kind === 'page' ? answer.body.length : 256;
  }

  private keep(key: string, answer: RenderedAnswer) {
    if (this.size(answer) > this.options.maxBytes) return;
    this.drop(key);
    this.kept.set(key, { answer, until: this.now() + this.options.ttlMs });
    this.bytes += this.size(answer);
    for (const oldest of this.kept.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const kept = this.kept.get(key);
    if (!kept) return;
    this.kept.delete(key);
    this.bytes -= this.size(kept.answer);
  }
}
