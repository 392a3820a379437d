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
  /** false: `noindex` (status pages, errors). */
  indexable: boolean;
}

/** A path of this site as an absolute URL; anything else as it is. */
function absolute(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
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
  const og: [string, string | undefined][] = [
    ['og:type', head.type ?? 'website'],
    ['og:site_name', input.siteName],
    ['og:title', head.title ?? input.siteName],
    ['og:description', description],
    ['og:url', canonical],
    ['og:locale', OG_LOCALES[locale]],
    ['og:image', head.image ? absolute(origin, head.image) : undefined],
  ];
  for (const [property, content] of og) {
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  }
  const twitter: [string, string | undefined][] = [
    ['twitter:card', head.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', head.title ?? input.siteName],
    ['twitter:description', description],
    ['twitter:image', head.image ? absolute(origin, head.image) : undefined],
  ];
  for (const [name, content] of twitter) {
    if (content) tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  }
  for (const object of head.jsonLd ?? []) {
    const withUrls = { ...object };
    for (const key of ['@id', 'url'] as const) {
      const value = withUrls[key];
      if (typeof value === 'string') withUrls[key] = absolute(origin, value);
    }
    tags.push(`<script type="application/ld+json">${scriptJson(withUrls)}</script>`);
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
