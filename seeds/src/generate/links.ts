import type { Rng } from '../rng.js';
import type { GenerationContext } from './context.js';

export function addLinks(
  ctx: GenerationContext,
  rng: Rng,
  profileId: string,
  asciiName: string,
  orcid: string | null,
  index: number,
  everything: boolean,
) {
  const slug = asciiName.replace(/\./g, '-');
  const candidates = [
    {
      kind: 'GOOGLE_SCHOLAR',
      link: `https://scholar.google.com/citations?user=LN${index.toString(36)}`,
    },
    { kind: 'RESEARCH_GATE', link: `https://www.researchgate.net/profile/${slug}` },
    { kind: 'LINKEDIN', link: `https://www.linkedin.com/in/${slug}` },
    {
      kind: 'SCOPUS',
      link: `https://www.scopus.com/authid/detail.uri?authorId=${57_000_000_000 + index}`,
    },
    {
      kind: 'WEB_OF_SCIENCE',
      link: `https://www.webofscience.com/wos/author/record/${1_000_000 + index}`,
    },
    { kind: 'BWNP', link: `https://nauka-polska.pl/#/profile/scientist?id=${100_000 + index}` },
    { kind: 'WIKIPEDIA', link: `https://pl.wikipedia.org/wiki/${slug}` },
  ] as const;
  const chosen = everything
    ? [...candidates]
    : rng.sample(candidates, rng.chance(0.45) ? rng.int(1, 3) : 0);
  chosen.forEach((c, order) =>
    ctx.sink.add('profile_link', {
      id: ctx.ids.take('link'),
      profile_id: profileId,
      kind: c.kind,
      portal_name: null,
      link: c.link,
      order,
    }),
  );
  if (everything || (orcid && rng.chance(0.1))) {
    ctx.sink.add('profile_link', {
      id: ctx.ids.take('link'),
      profile_id: profileId,
      kind: 'OTHER',
      portal_name: 'Strona domowa',
      link: `https://${slug}.example.edu.pl`,
      order: chosen.length,
    });
  }
}
