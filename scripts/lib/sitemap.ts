// /sitemap.xml and /robots.txt of the portal (decision 024): a sitemap index over pages of
// visible profiles (at most 50,000 URLs each, the protocol's limit) and one of the gremia.
// Read from the database at each request, so a profile hidden after it was listed is gone
// from the next answer; caches keep an answer for an hour at most.
import { OWNER_GREMIUM_SITEMAP_AFTER_DAYS } from '@ln/contracts';
import type { Db } from '@ln/db';
import type { FastifyInstance } from 'fastify';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_PAGE_SIZE = 50_000;
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function urlSet(entries: { loc: string; lastmod: Date }[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function registerSitemap(
  app: FastifyInstance,
  options: { db: Db; publicOrigin: string; pageSize?: number },
): void {
  const origin = options.publicOrigin.replace(/\/$/, '');
  const pageSize = options.pageSize ?? SITEMAP_PAGE_SIZE;

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /idp/',
          'Disallow: /users',
          'Disallow: /function-import',
          'Disallow: /profiles/*/edit',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const [stats] = await options.db.sql<Array<{ count: number; lastmod: Date | null }>>`
      SELECT count(*)::int AS count, max(updated_at) AS lastmod FROM profile WHERE NOT hidden`;
    const [gremia] = await options.db.sql<Array<{ lastmod: Date | null }>>`
      SELECT max(updated_at) AS lastmod FROM gremium
       WHERE user_gremium IS DISTINCT FROM 'OWNER'
          OR created_at <= now() - make_interval(days => ${OWNER_GREMIUM_SITEMAP_AFTER_DAYS})`;
    const pages = Math.max(1, Math.ceil((stats?.count ?? 0) / pageSize));
    const entries = [
      ...Array.from({ length: pages }, (_, index) => ({
        loc: `${origin}/sitemaps/profiles-${index + 1}.xml`,
        lastmod: stats?.lastmod ?? null,
      })),
      { loc: `${origin}/sitemaps/gremia.xml`, lastmod: gremia?.lastmod ?? null },
    ];
    const items = entries.map(
      ({ loc, lastmod }) =>
        `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`,
    );
    return reply
      .type(XML)
      .header('cache-control', CACHE_CONTROL)
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`,
      );
  });

  app.get<{ Params: { page: string } }>('/sitemaps/profiles-:page.xml', async (request, reply) => {
    const page = Number(request.params.page);
    if (!Number.isInteger(page) || page < 1 || page > 10_000) return reply.callNotFound();
    // Hidden profiles appear nowhere public (rule 5): filtered in the query itself.
    const rows = await options.db.sql<Array<{ id: string; updated_at: Date }>>`
      SELECT id, updated_at FROM profile WHERE NOT hidden
      ORDER BY id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
    if (rows.length === 0 && page > 1) return reply.callNotFound();
    return reply
      .type(XML)
      .header('cache-control', CACHE_CONTROL)
      .send(
        urlSet(
          rows.map((row) => ({ loc: `${origin}/profiles/${row.id}`, lastmod: row.updated_at })),
        ),
      );
  });

  app.get('/sitemaps/gremia.xml', async (_request, reply) => {
    // A body a profile owner added is listed once it has existed a week (decision 036): time
    // for an operator to remove one that is spam before search engines are pointed at it.
    const rows = await options.db.sql<Array<{ id: string; updated_at: Date }>>`
      SELECT id, updated_at FROM gremium
       WHERE user_gremium IS DISTINCT FROM 'OWNER'
          OR created_at <= now() - make_interval(days => ${OWNER_GREMIUM_SITEMAP_AFTER_DAYS})
       ORDER BY id`;
    return reply
      .type(XML)
      .header('cache-control', CACHE_CONTROL)
      .send(
        urlSet(
          rows.map((row) => ({ loc: `${origin}/gremiums/${row.id}`, lastmod: row.updated_at })),
        ),
      );
  });
}
