import { toIsoDate } from '@ln/contracts';
import type { IndustrialProperty, PatentShort } from '@ln/contracts';
import type { Lang } from '../../plugins/language.js';
import type { PatentDetailRow, ShortPatentRow } from './patent.repository.js';
import { asArray, asObject, asString, showingEntity } from '../../shared/jsonb.js';
import { linkedProfileId } from '@ln/visibility';

type Source = PatentShort['patenSource'];

export function toShortPatent(row: ShortPatentRow, lang: Lang): PatentShort {
  return {
    industrialPropertyId: row.id,
    calculatedTitle: row.calculated_title,
    typeCode: row.type_code,
    typeLabel: lang === 'en' ? row.label_en : row.label_pl,
    patenSource: row.source as Source,
  };
}

/** `[{ languageCode, value }]` and, for abstracts, `name` (seeds/src/generate/patents.ts). */
export function texts(value: unknown) {
  return asArray(value).flatMap((item) => {
    const o = asObject(item);
    const languageCode = asString(o?.languageCode);
    const text = asString(o?.value);
    return languageCode && text !== null
      ? [{ languageCode, name: asString(o?.name), value: text }]
      : [];
  });
}

export function registryLinks(
  value: unknown,
): IndustrialProperty['rights'][number]['registryLinks'] {
  const o = asObject(value);
  return {
    uprp: asString(o?.uprp),
    espacenet: asString(o?.espacenet),
    epo: asString(o?.epo),
  };
}

export function toIndustrialProperty(row: PatentDetailRow, lang: Lang): IndustrialProperty {
  return {
    id: row.id,
    source: row.source,
    details: {
      typeCode: row.typeCode,
      typeName: lang === 'en' ? row.unit.labelEn : row.unit.labelPl,
      calculatedLanguage: row.calculatedLanguage,
      calculatedTitle: row.calculatedTitle,
      titles: texts(row.titles).map(({ languageCode, value }) => ({ languageCode, value })),
      abstracts: texts(row.abstracts),
      botanicName: row.botanicName,
      plantSpeciesName: row.plantSpeciesName,
      plantVarietyName: row.plantVarietyName,
    },
    rights: row.rights.map((r) => ({
      applicationDate: toIsoDate(r.applicationDate),
      applicationNumber: r.applicationNumber,
      publicationDate: toIsoDate(r.publicationDate),
      publicationNumber: r.publicationNumber,
      grantDate: toIsoDate(r.grantDate),
      rightNumber: r.rightNumber,
      grantingInstitutionCode: r.grantingInstitutionCode,
      grantingInstitutionName: r.grantingInstitutionName,
      grantingInstitutionCountry: r.grantingInstitutionCountry,
      protectionRegion: r.protectionRegion,
      priorityRegion: r.priorityRegion,
      priorityNumber: r.priorityNumber,
      showingEntity: showingEntity(r.showingEntity),
      registryLinks: registryLinks(r.registryLinks),
    })),
    creators: row.creators.map((c) => ({
      profileId: linkedProfileId(c),
      name: c.firstName,
      surname: c.surname,
    })),
  };
}
