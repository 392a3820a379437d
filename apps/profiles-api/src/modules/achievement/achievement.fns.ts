import type { ArtisticAchievementDetail, ArtisticAchievementShort } from '@ln/contracts';
import type { Lang } from '../../plugins/language.js';
import type { AchievementDetailRow, AchievementListItemRow } from './achievement.repository.js';

/**
 * English labels of the artistic achievement kinds (the records keep the Polish label of
 * their source); a kind not listed here keeps its stored label in both languages.
 */
const KIND_LABELS_EN: Record<string, string> = {
  SOLO_EXHIBITION: 'solo exhibition',
  GROUP_EXHIBITION: 'group exhibition',
  CONCERT: 'concert',
  THEATRE_PRODUCTION: 'theatre production',
  OPERA_PRODUCTION: 'opera production',
  FILM: 'film',
  COMPOSITION: 'composition',
  RECORDING: 'album recording',
  ARCHITECTURAL_DESIGN: 'architectural design',
  DESIGN: 'product design',
  INSTALLATION: 'installation',
  PERFORMANCE: 'performance art',
  CONSERVATION: 'conservation project',
  ARTISTIC_PUBLICATION: 'artistic publication',
};

/** Labels of the achievement types; the code decides, so the label always matches it. */
const TYPE_LABELS: Record<Lang, Record<string, string>> = {
  pl: { INDIVIDUAL: 'indywidualne', COLLECTIVE: 'zbiorowe' },
  en: { INDIVIDUAL: 'individual', COLLECTIVE: 'collective' },
};

export function kindOf(code: string, storedLabel: string, lang: Lang) {
  return { code, label: lang === 'en' ? (KIND_LABELS_EN[code] ?? storedLabel) : storedLabel };
}

export function toShortAchievement(
  row: AchievementListItemRow,
  lang: Lang,
): ArtisticAchievementShort {
  return {
    artisticAchievementId: row.id,
    title: row.title,
    authors: row.authors,
    allAuthorsCount: Math.max(row.all_authors_count, row.authors.length),
    mainAuthorIndex: row.position,
    artisticAchievementKind: kindOf(row.kind_code, row.kind_label, lang),
    year: row.year,
    country: row.country,
    institutionName: row.institution_name,
  };
}

export function toAchievementDetail(
  row: AchievementDetailRow,
  lang: Lang,
): ArtisticAchievementDetail {
  const typeCode = row.achievement_type_code;
  return {
    artisticAchievementId: row.id,
    externalId: row.external_id,
    showingEntity: row.showing_entity_name
      ? { id: row.showing_entity_id, name: row.showing_entity_name }
      : null,
    discipline:
      row.discipline_code && row.discipline_pl && row.discipline_en
        ? {
            code: row.discipline_code,
            label: lang === 'en' ? row.discipline_en : row.discipline_pl,
          }
        : null,
    artisticAchievementKind: kindOf(row.kind_code, row.kind_label, lang),
    achievementType: typeCode
      ? {
          code: typeCode,
          label: TYPE_LABELS[lang][typeCode] ?? row.achievement_type_label ?? typeCode,
        }
      : null,
    title: row.title,
    year: row.year,
    country: row.country,
    institutionName: row.institution_name,
    implementationCountry: row.implementation_country,
    implementationYear: row.implementation_year,
    firstPublicationCountry: row.first_publication_country,
    firstPublicationYear: row.first_publication_year,
    characteristics: row.characteristics,
    range: row.range,
    publisherName: row.publisher_name,
    status: row.status,
    dataSource: row.source as ArtisticAchievementDetail['dataSource'],
    collections: row.collections.map((c) => ({
      collectionId: c.id,
      name: c.name,
      country: c.country,
    })),
    authors: row.authors.map((a) => ({
      profileId: a.profile_id,
      name: a.first_name,
      surname: a.surname,
    })),
    allAuthorsCount: Math.max(row.all_authors_count, row.authors.length),
    mainAuthorIndex: row.position,
  };
}
