import type { Locale } from '@ln/i18n';
import { DEFAULT_LOCALE, LOCALES } from '@ln/i18n';

import { DOCUMENT_TITLE_SUFFIX } from '../config/app';
import { htmlLangFor, localizedHref } from '../lib/i18n';
import type { PageHead } from '../lib/page-head';

/** HTML-escapes text for an element's content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside a script element: nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Open Graph's locale names (`pl_PL`, `en_GB`). */
const OG_LOCALES: Record<Locale, string> = { 'pl-PL': 'pl_PL', 'en-EN': 'en_GB' };

export interface HeadInput {
  head: PageHead;
  /** Path and query of the page, as requested. */
  href: string;
  locale: Locale;
  /** The public origin (`https://ludzie.nauka.gov.pl`), for canonical and absolute URLs. */
  origin: string;
  siteName: string;
  defaultDescription: string;
  /** The text of the site's picture for readers who cannot see it. */
  siteImageAlt: string;
  /** false: `noindex` (status pages, errors). */
  indexable: boolean;
}

/** A path of this site as an absolute URL; anything else as it is. */
function absolute(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/**
 * The site's picture for link previews without a picture of their own: 1200×630, the size
 * Open Graph and Twitter's large card ask for (apps/web/public/og-image.png).
 */
export const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' };

/** JSON-LD with this site's paths (`@id`, `url`, at any depth) made absolute URLs. */
function withAbsoluteUrls(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withAbsoluteUrls(item, origin));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      (key === '@id' || key === 'url') && typeof item === 'string'
        ? absolute(origin, item)
        : withAbsoluteUrls(item, origin),
    ]),
  );
}

/**
 * The head of a server-rendered page (decision 024): title in the `… | LN` form, description,
 * canonical URL of the page in its language with hreflang alternates for every language
 * (Polish, the default, also as x-default), Open Graph and Twitter cards, and JSON-LD.
 */
export function renderHead(input: HeadInput): string {
  const { head, origin, locale } = input;
  const title = `${head.title ?? input.siteName}${DOCUMENT_TITLE_SUFFIX}`;
  const description = head.description ?? input.defaultDescription;
  const canonical = absolute(origin, localizedHref(input.href, locale));
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (input.indexable) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    for (const other of LOCALES) {
      const href = absolute(origin, localizedHref(input.href, other));
      tags.push(
        `<link rel="alternate" hreflang="${htmlLangFor(other)}" href="${escapeHtml(href)}" />`,
      );
    }
    const fallback = absolute(origin, localizedHref(input.href, DEFAULT_LOCALE));
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(fallback)}" />`);
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  // A page's own picture (a profile's photo, portrait) goes in the small card; the site's
  // wide picture in the large one.
  const image = head.image ? absolute(origin, head.image) : absolute(origin, SITE_IMAGE.path);
  const imageAlt = head.image ? (head.title ?? input.siteName) : input.siteImageAlt;
  const og: [string, string | undefined][] = [
    ['og:type', head.type ?? 'website'],
    ['og:site_name', input.siteName],
    ['og:title', head.title ?? input.siteName],
    ['og:description', description],
    ['og:url', canonical],
    ['og:locale', OG_LOCALES[locale]],
    ['og:image', image],
    ['og:image:alt', imageAlt],
    ...(head.image
      ? []
      : ([
          ['og:image:type', SITE_IMAGE.type],
          ['og:image:width', String(SITE_IMAGE.width)],
          ['og:image:height', String(SITE_IMAGE.height)],
        ] as [string, string][])),
  ];
  for (const [property, content] of og) {
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  }
  const twitter: [string, string | undefined][] = [
    ['twitter:card', head.image ? 'summary' : 'summary_large_image'],
    ['twitter:title', head.title ?? input.siteName],
    ['twitter:description', description],
    ['twitter:image', image],
    ['twitter:image:alt', imageAlt],
  ];
  for (const [name, content] of twitter) {
    if (content) tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  }
  for (const feed of head.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absolute(origin, feed.href))}" />`,
    );
  }
  for (const object of head.jsonLd ?? []) {
    tags.push(
      `<script type="application/ld+json">${scriptJson(withAbsoluteUrls(object, origin))}</script>`,
    );
  }
  return tags.join('\n    ');
}

/** The parts of the built index.html around what the server fills in. */
export interface DocumentTemplate {
  /** Up to `<html lang="`. */
  beforeLang: string;
  /** From after the lang value up to the default head (title and description). */
  beforeHead: string;
  /** After the default head up to the inside of `#root`. */
  beforeApp: string;
  /** After the placeholder shell up to where the state goes. */
  beforeState: string;
  /** The rest (the module script and the end of the document). */
  end: string;
}

const MARKERS = {
  lang: /<html lang="[^"]*"/,
  head: /<!--head-->[\s\S]*?<!--\/head-->/,
  // Everything inside #root, whitespace included: React hydrates the element's whole content.
  app: /(?<=<div id="root">)\s*<!--app-->[\s\S]*?<!--\/app-->\s*(?=<\/div>)/,
  clientOnly: /<!--client-only-->[\s\S]*?<!--\/client-only-->/,
};

/**
 * Cuts the built index.html at its markers (`<!--head-->…`, `<!--app-->…`,
 * `<!--client-only-->…`); what the markers surround is the client-rendered page's and is
 * replaced by the server-rendered one.
 */
export function parseTemplate(html: string): DocumentTemplate {
  const cut = (text: string, marker: RegExp): [string, string] => {
    const match = marker.exec(text);
    if (!match) throw new Error(`index.html has no ${String(marker)} marker`);
    return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
  };
  const [beforeLang, afterLang] = cut(html, MARKERS.lang);
  const [beforeHead, afterHead] = cut(afterLang, MARKERS.head);
  const [beforeApp, afterApp] = cut(afterHead, MARKERS.app);
  const [beforeState, end] = cut(afterApp, MARKERS.clientOnly);
  return {
    beforeLang: `${beforeLang}<html lang="`,
    beforeHead: `"${beforeHead}`,
    beforeApp,
    beforeState,
    end,
  };
}

export { scriptJson };
