// Contracts of the project module (profiles-area §3, §7; accounts-and-platform §7).
import { z } from 'zod';
import { DataSourceSchema, IsoDateSchema, UuidSchema } from './common.js';

/** `public/{profileId}/projects/{projectId}`. */
export const ProjectParamsSchema = z.object({ profileId: UuidSchema, projectId: UuidSchema });
export type ProjectParams = z.infer<typeof ProjectParamsSchema>;

/**
 * Money as a decimal string with two places ("1250000.00"): amounts are DECIMAL(16,2) in the
 * database and a JSON number could not carry every such value exactly.
 */
export const ProjectFundsSchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Decimal string with two places, e.g. "1250000.00", in `currency`');
export type ProjectFunds = z.infer<typeof ProjectFundsSchema>;

/** Short project (profiles-area §3), plus the currency of `funds`. */
export const ProjectShortSchema = z.object({
  projectId: UuidSchema,
  projectTitle: z.string(),
  projectClassification: z.string().nullable(),
  startDate: IsoDateSchema.nullable(),
  endDate: IsoDateSchema.nullable(),
  funds: ProjectFundsSchema.nullable(),
  /** ISO 4217 code of `funds`. */
  currency: z.string(),
  projectSource: DataSourceSchema,
});
export type ProjectShort = z.infer<typeof ProjectShortSchema>;

/** `GET public/{profileId}/shortProjects`: the profile's projects, latest start first. */
export const ProjectShortListSchema = z.array(ProjectShortSchema);
export type ProjectShortList = z.infer<typeof ProjectShortListSchema>;

export const ProjectTextSchema = z.object({ languageCode: z.string(), value: z.string() });
export type ProjectText = z.infer<typeof ProjectTextSchema>;

export const ProjectInstitutionSchema = z.object({
  leader: z.boolean(),
  name: z.string(),
  /** The institution's id where it is a known institution. */
  uuid: UuidSchema.nullable(),
});
export type ProjectInstitution = z.infer<typeof ProjectInstitutionSchema>;

/** A project person; profileId only where the person has a visible profile. */
export const ProjectManagerSchema = z.object({
  profileId: UuidSchema.nullable(),
  name: z.string(),
  surname: z.string(),
  idn: z.string().nullable(),
  kindManager: z.string(),
});
export type ProjectManager = z.infer<typeof ProjectManagerSchema>;

/** The entity that shows (publishes) the project's data. */
export const ProjectShowingEntitySchema = z.object({
  name: z.string().nullable(),
  institutions: z.array(z.object({ uuid: z.string().nullable(), name: z.string() })),
  persons: z.array(z.object({ name: z.string(), surname: z.string() })),
});
export type ProjectShowingEntity = z.infer<typeof ProjectShowingEntitySchema>;

/** `GET public/{profileId}/projects/{projectId}` (profiles-area §3 "Project detail"). */
export const ProjectDetailsSchema = z.object({
  projectId: UuidSchema,
  projectNumber: z.string().nullable(),
  projectTitle: z.string(),
  projectClassification: z.string().nullable(),
  titles: z.array(ProjectTextSchema),
  abstracts: z.array(ProjectTextSchema),
  edition: z.string().nullable(),
  keyWords: z.array(z.string()),
  namePriority: z.string().nullable(),
  startDate: IsoDateSchema.nullable(),
  endDate: IsoDateSchema.nullable(),
  funds: ProjectFundsSchema.nullable(),
  currency: z.string(),
  financingInstitutions: z.array(ProjectInstitutionSchema),
  implementingInstitutions: z.array(ProjectInstitutionSchema),
  projectManagers: z.array(ProjectManagerSchema),
  showingEntity: ProjectShowingEntitySchema.nullable(),
  linkRadon: z.string().nullable(),
  projectSource: DataSourceSchema,
});
export type ProjectDetails = z.infer<typeof ProjectDetailsSchema>;
