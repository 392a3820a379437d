import type { Db } from '@ln/db';
import { LINKED_PROFILE_SELECT } from '@ln/visibility';

export interface ShortResearchWorkRow {
  role: 'AUTHOR' | 'PROMOTER' | 'REVIEWER';
  id: string;
  polish_title: string;
  label_pl: string;
  label_en: string;
  sources: string[];
  kind_id: number;
}

export interface ScienceLabelRow {
  code: string;
  label_pl: string;
  label_en: string;
}

/** Reads of research works. Only this file touches the database for the module. */
export function createResearchWorkRepository(db: Db) {
  return {
    /**
     * Works of the profile in every role it holds, latest end first (one statement); a work
     * appears once per role even if the profile were listed twice in that role.
     */
    listShort(profileId: string): Promise<ShortResearchWorkRow[]> {
      return db.sql<ShortResearchWorkRow[]>`
        SELECT r.role::text AS role, rw.id, rw.polish_title, k.label_pl, k.label_en,
               rw.sources::text[] AS sources, rw.kind_id
          FROM (SELECT DISTINCT research_work_id, role FROM research_work_person
                 WHERE profile_id = ${profileId}::uuid) r
          JOIN research_work rw ON rw.id = r.research_work_id
          JOIN research_work_kind k ON k.id = rw.kind_id
         ORDER BY rw.end_date DESC NULLS LAST, rw.polish_title, rw.id`;
    },

    findDetail(researchWorkId: string) {
      return db.researchWork.findUnique({
        where: { id: researchWorkId },
        select: {
          id: true,
          number: true,
          kindId: true,
          titles: true,
          previousTitles: true,
          titleKind: true,
          classifications: true,
          internationalCooperation: true,
          rangeUsages: true,
          startDate: true,
          endDate: true,
          keywords: true,
          institutions: true,
          sources: true,
          isTitleOverratedByPolon: true,
          kind: { select: { labelPl: true, labelEn: true } },
          field: { select: { labelPl: true, labelEn: true } },
          disciplines: {
            orderBy: { discipline: { order: 'asc' } },
            select: { discipline: { select: { labelPl: true, labelEn: true } } },
          },
          // Metadata only: the attachment bytes never leave the database here.
          attachments: {
            orderBy: [{ name: 'asc' }, { id: 'asc' }],
            select: { id: true, name: true, ext: true, size: true },
          },
          people: {
            orderBy: [{ role: 'asc' }, { position: 'asc' }],
            select: {
              role: true,
              ...LINKED_PROFILE_SELECT,
              firstName: true,
              surname: true,
            },
          },
        },
      });
    },

    /** Labels of the fields and disciplines named by a work's classifications. */
    async classificationLabels(fieldCodes: string[], disciplineCodes: string[]) {
      const [fields, disciplines] = await Promise.all([
        fieldCodes.length
          ? db.scienceField.findMany({
              where: { code: { in: fieldCodes } },
              select: { code: true, labelPl: true, labelEn: true },
            })
          : [],
        disciplineCodes.length
          ? db.scienceDiscipline.findMany({
              where: { code: { in: disciplineCodes } },
              select: { code: true, labelPl: true, labelEn: true },
            })
          : [],
      ]);
      return { fields, disciplines };
    },
  };
}

export type ResearchWorkRepository = ReturnType<typeof createResearchWorkRepository>;
export type ResearchWorkDetailRow = NonNullable<
  Awaited<ReturnType<ResearchWorkRepository['findDetail']>>
>;
export type ClassificationLabels = Awaited<
  ReturnType<ResearchWorkRepository['classificationLabels']>
>;
