// Signposting (https://signposting.org/conventions/): typed links in the HTTP answer of a
// profile's page and a publication's page, for machines that read headers (issue 44).
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PROFILE = new RegExp(`^/profiles/(${UUID})$`);
const PUBLICATION = new RegExp(`^/profiles/(${UUID})/publications/(${UUID})$`);

/** The `Link` header of the page at `path` (no query), or null for pages without one. */
export function signpostingLinks(path: string, origin: string): string | null {
  const api = `${origin}/api/profiles-api`;
  const profile = PROFILE.exec(path);
  if (profile) {
    const id = profile[1]!;
    return [
      `<${origin}/profiles/${id}>; rel="cite-as"`,
      `<${api}/v1.3/public/profile/${id}/detailsPerson>; rel="describedby"; type="application/json"`,
      `<${api}/v1.0/public/publications/${id}/export?format=bibtex>; rel="describedby"; type="application/x-bibtex"`,
      `<${origin}/profiles/${id}/publications.atom>; rel="alternate"; type="application/atom+xml"`,
      `<https://schema.org/Person>; rel="type"`,
    ].join(', ');
  }
  const publication = PUBLICATION.exec(path);
  if (publication) {
    const [, profileId, publicationId] = publication;
    const page = `${origin}/profiles/${profileId}/publications/${publicationId}`;
    return [
      `<${page}>; rel="cite-as"`,
      `<${origin}/profiles/${profileId}>; rel="author"`,
      `<${api}/v1.0/public/profile/${profileId}/publication/${publicationId}/export?format=csl-json>; rel="describedby"; type="application/vnd.citationstyles.csl+json"`,
      `<${api}/v1.0/public/profile/${profileId}/publication/${publicationId}/export?format=bibtex>; rel="describedby"; type="application/x-bibtex"`,
      `<https://schema.org/ScholarlyArticle>; rel="type"`,
    ].join(', ');
  }
  return null;
}
