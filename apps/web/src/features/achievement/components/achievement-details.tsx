import type { ArtisticAchievementDetail } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { DescriptionList } from '../../../components/ui/description-list';
import { paths } from '../../../config/paths';
import { countryName, localeOf } from '../../../lib/display-names';

/** The fields of an artistic achievement (profiles-area §3 "Artistic achievement detail"). */
export function AchievementDetails({ achievement }: { achievement: ArtisticAchievementDetail }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const country = (code: string | null) => (code ? countryName(code, locale) : null);
  const withYear = (place: string | null, year: number | null) =>
    [place, year ? String(year) : null].filter(Boolean).join(', ');
  return (
    <DescriptionList
      items={[
        {
          key: 'authors',
          label: t('ACHIEVEMENT.AUTHORS'),
          value:
            achievement.authors.length > 0 ? (
              <ul className="plain-list">
                {achievement.authors.map((author, index) => (
                  <li key={index}>
                    {author.profileId ? (
                      <Link to={paths.profile.getHref(author.profileId)}>
                        {author.name} {author.surname}
                      </Link>
                    ) : (
                      `${author.name} ${author.surname}`
                    )}
                  </li>
                ))}
              </ul>
            ) : null,
        },
        {
          key: 'kind',
          label: t('ACHIEVEMENT.KIND'),
          value: achievement.artisticAchievementKind.label,
        },
        { key: 'type', label: t('ACHIEVEMENT.TYPE'), value: achievement.achievementType?.label },
        {
          key: 'discipline',
          label: t('ACHIEVEMENT.DISCIPLINE'),
          value: achievement.discipline?.label,
        },
        { key: 'year', label: t('ACHIEVEMENT.YEAR'), value: achievement.year },
        {
          key: 'place',
          label: t('ACHIEVEMENT.PLACE'),
          value: [achievement.institutionName, country(achievement.country)]
            .filter(Boolean)
            .join(', '),
        },
        {
          key: 'implementation',
          label: t('ACHIEVEMENT.IMPLEMENTATION'),
          value: withYear(
            country(achievement.implementationCountry),
            achievement.implementationYear,
          ),
        },
        {
          key: 'first-publication',
          label: t('ACHIEVEMENT.FIRST_PUBLICATION'),
          value: withYear(
            country(achievement.firstPublicationCountry),
            achievement.firstPublicationYear,
          ),
        },
        { key: 'publisher', label: t('ACHIEVEMENT.PUBLISHER'), value: achievement.publisherName },
        { key: 'range', label: t('ACHIEVEMENT.RANGE'), value: achievement.range },
        { key: 'status', label: t('ACHIEVEMENT.STATUS'), value: achievement.status },
        {
          key: 'characteristics',
          label: t('ACHIEVEMENT.CHARACTERISTICS'),
          value: achievement.characteristics,
        },
        {
          key: 'showing-entity',
          label: t('ACHIEVEMENT.SHOWING_ENTITY'),
          value: achievement.showingEntity?.name,
        },
        {
          key: 'collections',
          label: t('ACHIEVEMENT.COLLECTIONS'),
          value:
            achievement.collections.length > 0 ? (
              <ul className="plain-list">
                {achievement.collections.map((collection) => (
                  <li key={collection.collectionId}>
                    {[collection.name, country(collection.country)].filter(Boolean).join(', ')}
                  </li>
                ))}
              </ul>
            ) : null,
        },
        { key: 'source', label: t('ACHIEVEMENT.SOURCE'), value: achievement.dataSource },
      ]}
    />
  );
}
