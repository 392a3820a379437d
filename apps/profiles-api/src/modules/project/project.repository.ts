import type { Db } from '@ln/db';
import { LINKED_PROFILE_SELECT } from '@ln/visibility';

export interface ShortProjectRow {
  id: string;
  title: string;
  classification: string | null;
  start_date: string | null;
  end_date: string | null;
  funds: string | null;
  currency: string;
  source: string;
}

/** Reads of projects. Only this file touches the database for the module. */
export function createProjectRepository(db: Db) {
  return {
    /** Projects the profile takes part in, latest start first (one statement). */
    listShort(profileId: string): Promise<ShortProjectRow[]> {
      return db.sql<ShortProjectRow[]>`
        SELECT p.id, p.title, p.classification, p.start_date::text AS start_date,
               p.end_date::text AS end_date, p.funds::text AS funds, p.currency,
               p.source::text AS source
          FROM project p
         WHERE EXISTS (SELECT 1 FROM project_person pp
                        WHERE pp.project_id = p.id AND pp.profile_id = ${profileId}::uuid)
         ORDER BY p.start_date DESC NULLS LAST, p.title, p.id`;
    },

    findDetail(projectId: string) {
      return db.project.findUnique({
        where: { id: projectId },
        select: {
          id: true,
          projectNumber: true,
          title: true,
          classification: true,
          titles: true,
          abstracts: true,
          edition: true,
          keyWords: true,
          namePriority: true,
          startDate: true,
          endDate: true,
          funds: true,
          currency: true,
          showingEntity: true,
          linkRadon: true,
          source: true,
          institutions: {
            orderBy: [{ leader: 'desc' }, { name: 'asc' }],
            select: { role: true, institutionId: true, name: true, leader: true },
          },
          people: {
            orderBy: { position: 'asc' },
            select: {
              ...LINKED_PROFILE_SELECT,
              firstName: true,
              surname: true,
              idn: true,
              kindManager: true,
            },
          },
        },
      });
    },
  };
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;
export type ProjectDetailRow = NonNullable<Awaited<ReturnType<ProjectRepository['findDetail']>>>;
