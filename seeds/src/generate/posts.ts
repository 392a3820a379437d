import { POSTS } from '../data/texts.js';
import { seedId } from '../ids.js';
import type { GenerationContext } from './context.js';

/** The news posts and their categories. */

export function generatePosts(ctx: GenerationContext): void {
  const categories = new Map<string, { id: string; name: string }>();
  for (const post of POSTS) {
    for (const c of post.categories) {
      if (!categories.has(c.slug))
        categories.set(c.slug, { id: seedId('postCategory', categories.size), name: c.name });
    }
  }
  for (const [slug, c] of categories) {
    ctx.sink.add('post_category', {
      id: c.id,
      name: c.name,
      slug,
      link: `/aktualnosci/kategoria/${slug}`,
    });
  }
  POSTS.forEach((post, i) => {
    const id = seedId('post', i);
    const published = new Date(ctx.now.getTime() - (POSTS.length - i) * 9 * 86_400_000);
    ctx.sink.add('post', {
      id,
      number: i + 1,
      title: post.titlePl,
      title_en: post.titleEn,
      excerpt: post.excerptPl,
      excerpt_en: post.excerptEn,
      link: `/aktualnosci/${i + 1}-${post.categories[0]?.slug ?? 'news'}`,
      published_at: published,
    });
    for (const c of post.categories) {
      ctx.sink.add('post_category_on_post', {
        post_id: id,
        category_id: categories.get(c.slug)!.id,
      });
    }
  });
}
