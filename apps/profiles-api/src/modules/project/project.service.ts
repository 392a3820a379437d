import { ERROR_CODES } from '@ln/contracts';
import { NotFoundError } from '@ln/server';
import type { PublicProfileGuard } from '../../shared/public-profile.js';
import { toProjectDetails, toShortProject } from './project.fns.js';
import type { ProjectRepository } from './project.repository.js';

export class ProjectNotFoundError extends NotFoundError {
  constructor() {
    super('No project with this id for this profile.', ERROR_CODES.PROJECT_NOT_FOUND);
  }
}

/** Public reads of a profile's projects (profiles-area §3, §7). */
export function createProjectService(deps: { repo: ProjectRepository; guard: PublicProfileGuard }) {
  const { repo, guard } = deps;
  return {
    async shortProjects(profileId: string) {
      await guard.assertVisible(profileId);
      const rows = await repo.listShort(profileId);
      return rows.map(toShortProject);
    },

    /** The detail, only for a project the profile is one of the people of. */
    async project(profileId: string, projectId: string) {
      await guard.assertVisible(profileId);
      const row = await repo.findDetail(projectId);
      if (!row || !row.people.some((p) => p.profileId === profileId)) {
        throw new ProjectNotFoundError();
      }
      return toProjectDetails(row);
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
