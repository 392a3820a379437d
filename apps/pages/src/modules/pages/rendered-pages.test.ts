// The page server's sharing of rendered pages between anonymous readers (decision 024):
// readers of a page that is rendering wait for that render; with a time to live the answer
// is kept that long, within a memory bound.
import { describe, expect, it } from 'vitest';
import { type RenderedAnswer, RenderedPages } from './rendered-pages.js';

const page = (text: string): RenderedAnswer => ({
  kind: 'page',
  status: 200,
  locale: 'pl-PL',
  body: Buffer.from(text),
});

/** A render that finishes when the test says so, counting how often it started. */
function controlledRender() {
  let started = 0;
  const finishers: ((answer: RenderedAnswer) => void)[] = [];
  return {
    started: () => started,
    render: () => {
      started += 1;
      return new Promise<RenderedAnswer>((resolve) => finishers.push(resolve));
    },
    finish: (answer: RenderedAnswer) => finishers.shift()?.(answer),
  };
}

describe('rendered pages shared between readers', () => {
  it('renders a page once for the readers arriving while it renders, and again after', async () => {
    const pages = new RenderedPages({ ttlMs: 0, maxBytes: 1024 });
    const control = controlledRender();
    const readers = Array.from({ length: 5 }, () => pages.get('pl /profiles/a', control.render));
    expect(control.started()).toBe(1);
    control.finish(page('first'));
    const answers = await Promise.all(readers);
    expect(answers.map((answer) => answer.kind === 'page' && answer.body.toString())).toEqual(
      Array(5).fill('first'),
    );
    // Without a time to live nothing is kept: the next reader gets a fresh render.
    const next = pages.get('pl /profiles/a', control.render);
    expect(control.started()).toBe(2);
    control.finish(page('second'));
    expect(await next).toMatchObject({ body: Buffer.from('second') });
  });

  it('keeps a page for its time to live, per address and language', async () => {
    let now = 1_000;
    const pages = new RenderedPages({ ttlMs: 5_000, maxBytes: 1024, now: () => now });
    let renders = 0;
    const render = (text: string) => async () => {
      renders += 1;
      return page(text);
    };
    await pages.get('pl /profiles/a', render('a1'));
    now += 4_999;
    expect(await pages.get('pl /profiles/a', render('a2'))).toMatchObject({
      body: Buffer.from('a1'),
    });
    expect(await pages.get('en /profiles/a', render('a-en'))).toMatchObject({
      body: Buffer.from('a-en'),
    });
    expect(renders).toBe(2);
    now += 1;
    expect(await pages.get('pl /profiles/a', render('a3'))).toMatchObject({
      body: Buffer.from('a3'),
    });
    expect(renders).toBe(3);
  });

  it('drops the least recently read pages past its memory bound', async () => {
    const pages = new RenderedPages({ ttlMs: 60_000, maxBytes: 20 });
    let renders = 0;
    const render = (text: string) => async () => {
      renders += 1;
      return page(text);
    };
    await pages.get('a', render('aaaaaaaaaa'));
    await pages.get('b', render('bbbbbbbbbb'));
    await pages.get('a', render('unused'));
    expect(renders).toBe(2);
    // 30 bytes would be over the bound: the least recently read (b) goes.
    await pages.get('c', render('cccccccccc'));
    await pages.get('a', render('unused'));
    expect(renders).toBe(3);
    await pages.get('b', render('b again'));
    expect(renders).toBe(4);
  });

  it('lets every waiting reader fall back when the render fails, and renders again after', async () => {
    const pages = new RenderedPages({ ttlMs: 60_000, maxBytes: 1024 });
    const failing = async (): Promise<RenderedAnswer> => {
      throw new Error('the service is away');
    };
    await expect(Promise.all([pages.get('a', failing), pages.get('a', failing)])).rejects.toThrow(
      'the service is away',
    );
    expect(await pages.get('a', async () => page('ok'))).toMatchObject({ body: Buffer.from('ok') });
  });
});
