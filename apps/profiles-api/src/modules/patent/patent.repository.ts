import type { Db } from '@ln/db';
import { LINKED_PROFILE_SELECT } from '@ln/visibility';

export interface ShortPatentRow {
  id: string;
  calculated_title: string;
  type_code: string;
  label_pl: string;
  label_en: string;
  source: string;
}

/** Reads of industrial property. Only this file touches the database for the module. */
export function createPatentRepository(db: Db) {
  return {
    /** Property the profile is a creator of, newest application first (one statement). */
    listShort(profileId: string): Promise<ShortPatentRow[]> {
      return db.sql<ShortPatentRow[]>`
        SELECT ip.id, ip.calculated_title, ip.type_code, u.label_pl, u.label_en,
               ip.source::text AS source
          FROM industrial_property ip
          JOIN patent_unit u ON u.code = ip.type_code
          LEFT JOIN LATERAL (
                SELECT max(r.application_date) AS applied
                  FROM industrial_property_right r WHERE r.property_id = ip.id) r ON true
         WHERE EXISTS (SELECT 1 FROM industrial_property_creator c
                        WHERE c.property_id = ip.id AND c.profile_id = ${profileId}::uuid)
         ORDER BY r.applied DESC NULLS LAST, ip.calculated_title, ip.id`;
    },

    findDetail(patentId: string) {
      return db.industrialProperty.findUnique({
        where: { id: patentId },
        select: {
          id: true,
          typeCode: true,
          calculatedLanguage: true,
          calculatedTitle: true,
          titles: true,
          abstracts: true,
          botanicName: true,
          plantSpeciesName: true,
          plantVarietyName: true,
          source: true,
          unit: { select: { labelPl: true, labelEn: true } },
          rights: {
            orderBy: [{ applicationDate: 'asc' }, { id: 'asc' }],
            select: {
              applicationDate: true,
              applicationNumber: true,
              publicationDate: true,
              publicationNumber: true,
              grantDate: true,
              rightNumber: true,
              grantingInstitutionCode: true,
              grantingInstitutionName: true,
              grantingInstitutionCountry: true,
              protectionRegion: true,
              priorityRegion: true,
              priorityNumber: true,
              showingEntity: true,
              registryLinks: true,
            },
          },
          creators: {
            orderBy: { position: 'asc' },
            select: {
              ...LINKED_PROFILE_SELECT,
              firstName: true,
              surname: true,
            },
          },
        },
      });
    },
  };
}

export type PatentRepository = ReturnType<typeof createPatentRepository>;
export type PatentDetailRow = NonNullable<Awaited<ReturnType<PatentRepository['findDetail']>>>;
