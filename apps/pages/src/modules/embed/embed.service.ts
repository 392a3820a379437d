import {
  PersonDetailsSchema,
  PublicationShortListSchema,
  type PersonDetails,
  type PublicationShort,
} from '@ln/contracts';
import { catalogues } from '@ln/i18n/catalogues';
import type { ServiceFetch } from '../pages/service-fetch.js';

export type EmbedLanguage = 'pl' | 'en';

/** Publications the widget lists at most, and by default. */
export const EMBED_MAX_PUBLICATIONS = 10;
export const EMBED_DEFAULT_PUBLICATIONS = 5;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type EmbedTexts = (typeof catalogues)['pl-PL']['EMBED'];

/** A text of the widget by its catalogue key (`EMBED.…`, packages/i18n), in its language. */
function text(lang: EmbedLanguage, key: `EMBED.${keyof EmbedTexts & string}`): string {
  const leaf = key.slice('EMBED.'.length) as keyof EmbedTexts;
  return catalogues[lang === 'en' ? 'en-EN' : 'pl-PL'].EMBED[leaf];
}

function fullName(person: PersonDetails): string {
  return [person.prefix, person.name, person.secondName, person.surname].filter(Boolean).join(' ');
}

/**
 * The widget for university pages (issue 44): a profile's card and newest public publications,
 * one script-free HTML page to put in an iframe (docs/open-data.md, "Widget"). Its data are
 * the public API's (`detailsPerson`, `shortPublications`), so what is public is the API's
 * rule: a hidden profile has no widget, as an unknown one. Nothing of contact data is shown.
 */
export function createEmbedService(deps: { fetch: ServiceFetch; publicOrigin: string }) {
  const origin = deps.publicOrigin.replace(/\/$/, '');

  async function read(path: string, lang: EmbedLanguage): Promise<unknown | null> {
    const answer = await deps.fetch(`/api/profiles-api${path}`, {
      headers: { accept: 'application/json', 'accept-language': lang === 'en' ? 'en-EN' : 'pl-PL' },
    });
    // 404 unknown, 400 hidden or malformed: no widget either way.
    if (answer.status === 404 || answer.status === 400) return null;
    if (!answer.ok) throw new Error(`the widget's read answered ${answer.status}`);
    return answer.json();
  }

  function page(lang: EmbedLanguage, title: string, body: string): string {
    return (
      `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<meta name="robots" content="noindex">' +
      `<title>${escapeHtml(title)}</title>` +
      '<link rel="stylesheet" href="/embed/widget.css"></head>' +
      `<body>${body}</body></html>\n`
    );
  }

  function link(href: string, label: string, lang: EmbedLanguage, className?: string): string {
    return (
      `<a href="${escapeHtml(href)}" target="_blank" rel="noopener"${className ? ` class="${className}"` : ''}>` +
      `${escapeHtml(label)}<span class="ln-sr"> ${escapeHtml(text(lang, 'EMBED.NEW_TAB'))}</span></a>`
    );
  }

  function publication(item: PublicationShort, profileUrl: string, lang: EmbedLanguage): string {
    const meta = [item.publicationTypeLabel, item.year].filter(Boolean).join(', ');
    return (
      `<li>${link(`${profileUrl}/publications/${item.publicationId}`, item.title, lang)}` +
      (meta ? ` <span class="ln-meta">${escapeHtml(meta)}</span>` : '') +
      '</li>'
    );
  }

  function notFound(lang: EmbedLanguage): { status: 404; html: string } {
    const body = `<main class="ln-card"><p>${escapeHtml(text(lang, 'EMBED.NOT_FOUND'))}</p></main>`;
    return { status: 404, html: page(lang, 'Ludzie Nauki', body) };
  }

  return {
    notFound,

    /** The widget's page, or null (a 404 page of the widget's own) for no public profile. */
    async profileCard(
      profileId: string,
      lang: EmbedLanguage,
      count: number,
    ): Promise<{ status: 200 | 404; html: string }> {
      const [details, list] = await Promise.all([
        read(`/v1.3/public/profile/${profileId}/detailsPerson`, lang),
        read(`/v1.0/public/publications/${profileId}/shortPublications`, lang),
      ]);
      if (!details || !list) return notFound(lang);
      const person = PersonDetailsSchema.parse(details);
      const publications = PublicationShortListSchema.parse(list).publications.slice(0, count);
      const name = fullName(person);
      const profileUrl = `${origin}/profiles/${profileId}`;
      const institutions = [...new Set(person.currentEmployments.map((e) => e.institution))];
      const discipline =
        person.domainDisciplines.find((d) => d.main) ?? person.domainDisciplines[0];
      const body =
        '<main class="ln-card"><header>' +
        (person.calculatedEduLevel
          ? `<p class="ln-degree">${escapeHtml(person.calculatedEduLevel)}</p>`
          : '') +
        `<h1>${link(profileUrl, name, lang)}</h1>` +
        (institutions.length
          ? `<p class="ln-inst">${escapeHtml(institutions.join('; '))}</p>`
          : '') +
        (discipline ? `<p class="ln-meta">${escapeHtml(discipline.discipline.label)}</p>` : '') +
        '</header>' +
        `<section aria-labelledby="ln-pubs"><h2 id="ln-pubs">${escapeHtml(text(lang, 'EMBED.PUBLICATIONS'))}</h2>` +
        (publications.length
          ? `<ol>${publications.map((p) => publication(p, profileUrl, lang)).join('')}</ol>`
          : `<p>${escapeHtml(text(lang, 'EMBED.NO_PUBLICATIONS'))}</p>`) +
        '</section>' +
        `<footer>${link(profileUrl, text(lang, 'EMBED.PROFILE_LINK'), lang, 'ln-more')}</footer></main>`;
      return {
        status: 200,
        html: page(lang, text(lang, 'EMBED.TITLE').replace('{{name}}', name), body),
      };
    },
  };
}

export type EmbedService = ReturnType<typeof createEmbedService>;
