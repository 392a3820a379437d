// The XML of the sitemap protocol (https://www.sitemaps.org/protocol.html) and robots.txt.

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A sitemap file: one <url> per page. */
export function urlSet(entries: { loc: string; lastmod: Date }[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap index: one <sitemap> per sitemap file. */
export function sitemapIndex(entries: { loc: string; lastmod: Date | null }[]): string {
  const items = entries.map(
    ({ loc, lastmod }) =>
      `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: crawlers welcome on the pages, kept out of the APIs and the signed-in screens. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /idp/',
    'Disallow: /users',
    'Disallow: /function-import',
    'Disallow: /profiles/*/edit',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
