import type { Coauthor, SimilarResearcher } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import './discovery.css';

function years(coauthor: Coauthor): string {
  const { firstYear, lastYear } = coauthor;
  if (firstYear === null || lastYear === null) return '';
  return firstYear === lastYear ? String(firstYear) : `${firstYear}–${lastYear}`;
}

/** One co-author: their profile, the shared publications (a link to them) and the years. */
function CoauthorItem({ profileId, coauthor }: { profileId: string; coauthor: Coauthor }) {
  const { t } = useTranslation();
  const name = `${coauthor.firstName} ${coauthor.surname}`;
  return (
    <li className="item-list__item">
      <Link className="item-list__title" to={paths.profile.getHref(coauthor.profileId)}>
        {coauthor.calculatedEduLevel ? `${coauthor.calculatedEduLevel} ${name}` : name}
      </Link>
      <span className="item-list__meta">
        <Link
          to={`${paths.profile.publications.getHref(profileId)}?coauthor=${encodeURIComponent(coauthor.profileId)}`}
          aria-label={t('DISCOVERY.SHARED_PUBLICATIONS_WITH', {
            count: coauthor.sharedPublications,
            name,
          })}
        >
          {t('DISCOVERY.SHARED_PUBLICATIONS', { count: coauthor.sharedPublications })}
        </Link>
        {years(coauthor) ? ` · ${t('DISCOVERY.YEARS', { years: years(coauthor) })}` : null}
      </span>
    </li>
  );
}

/** The main tab's co-authors: the strongest few, and the way to the co-author view. */
export function CoauthorsSection({
  profileId,
  coauthors,
  total,
}: {
  profileId: string;
  coauthors: Coauthor[];
  total: number;
}) {
  const { t } = useTranslation();
  if (coauthors.length === 0) return null;
  return (
    <section className="profile-section discovery" aria-labelledby="profile-coauthors">
      <h2 id="profile-coauthors">{t('DISCOVERY.COAUTHORS')}</h2>
      <p className="list-summary">{t('DISCOVERY.COAUTHORS_TOTAL', { total })}</p>
      <ul className="item-list">
        {coauthors.map((coauthor) => (
          <CoauthorItem key={coauthor.profileId} profileId={profileId} coauthor={coauthor} />
        ))}
      </ul>
      <p>
        <Link className="discovery__more" to={paths.profile.coauthors.getHref(profileId)}>
          {t('DISCOVERY.NETWORK_LINK')}
        </Link>
      </p>
    </section>
  );
}

/** The reasons of one similar researcher, each a sentence part in words (decision 047). */
export function SimilarReasons({ researcher }: { researcher: SimilarResearcher }) {
  const { t } = useTranslation();
  const { reasons } = researcher;
  const list = (items: string[]) => items.join(', ');
  const lines: Array<{ key: string; text: string }> = [];
  if (reasons.disciplines.length > 0)
    lines.push({
      key: 'd',
      text: t('DISCOVERY.REASON_DISCIPLINES', { list: list(reasons.disciplines) }),
    });
  if (reasons.specialties.length > 0)
    lines.push({
      key: 's',
      text: t('DISCOVERY.REASON_SPECIALTIES', { list: list(reasons.specialties) }),
    });
  if (reasons.institutions.length > 0)
    lines.push({
      key: 'i',
      text: t('DISCOVERY.REASON_INSTITUTIONS', { list: list(reasons.institutions) }),
    });
  if (reasons.coauthors.length > 0)
    lines.push({
      key: 'c',
      text: t('DISCOVERY.REASON_COAUTHORS', {
        count: reasons.coauthors.length,
        list: list(reasons.coauthors.map((p) => `${p.firstName} ${p.surname}`)),
      }),
    });
  if (reasons.sharedPublications > 0)
    lines.push({
      key: 'p',
      text: t('DISCOVERY.REASON_TOGETHER', { count: reasons.sharedPublications }),
    });
  if (reasons.keywords.length > 0)
    lines.push({
      key: 'k',
      text: t('DISCOVERY.REASON_KEYWORDS', { list: list(reasons.keywords) }),
    });
  return (
    <ul className="discovery__reasons">
      {lines.map((line) => (
        <li key={line.key}>{line.text}</li>
      ))}
    </ul>
  );
}

/** Up to 10 similar researchers, each with what the two share. */
export function SimilarSection({ researchers }: { researchers: SimilarResearcher[] }) {
  const { t } = useTranslation();
  if (researchers.length === 0) return null;
  return (
    <section className="profile-section discovery" aria-labelledby="profile-similar">
      <h2 id="profile-similar">{t('DISCOVERY.SIMILAR')}</h2>
      <p className="list-summary">{t('DISCOVERY.SIMILAR_HINT')}</p>
      <ul className="item-list">
        {researchers.map((researcher) => {
          const name = `${researcher.firstName} ${researcher.surname}`;
          return (
            <li key={researcher.profileId} className="item-list__item">
              <Link className="item-list__title" to={paths.profile.getHref(researcher.profileId)}>
                {researcher.calculatedEduLevel ? `${researcher.calculatedEduLevel} ${name}` : name}
              </Link>
              <span className="item-list__meta">
                {t('DISCOVERY.SCORE', { score: researcher.score })}
              </span>
              <SimilarReasons researcher={researcher} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
