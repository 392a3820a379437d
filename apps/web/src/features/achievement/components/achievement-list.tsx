import { authorShortName, type ArtisticAchievementShort } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { countryName, localeOf } from '../../../lib/display-names';

/** Artistic achievements, each linking to its detail page. */
export function AchievementList({
  profileId,
  achievements,
}: {
  profileId: string;
  achievements: readonly ArtisticAchievementShort[];
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <ul className="item-list">
      {achievements.map((achievement) => {
        const names = achievement.authors.map(authorShortName);
        const more = achievement.allAuthorsCount > achievement.authors.length;
        const place = [
          achievement.institutionName,
          achievement.country ? countryName(achievement.country, locale) : null,
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <li key={achievement.artisticAchievementId} className="item-list__item">
            <span className="item-list__title">
              <Link
                to={paths.profile.achievement.getHref(profileId, achievement.artisticAchievementId)}
              >
                {achievement.title}
              </Link>
            </span>
            <span className="item-list__meta">
              {names.join(', ')}
              {more ? ` ${t('ACHIEVEMENT.ET_AL')}` : ''}
            </span>
            <span className="item-list__meta">
              {achievement.artisticAchievementKind.label}
              {achievement.year ? ` · ${achievement.year}` : ''}
              {place ? ` · ${place}` : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
