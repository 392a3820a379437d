import { z } from 'zod';
import { UuidSchema } from './common.js';

/**
 * The owner's ORCID works and their review queue (issue 43, docs/orcid.md), and the ORCID
 * affiliations the public profile shows beside the registry's.
 */

export const ORCID_ERROR_CODES = {
  /** No such work in the profile's ORCID works. */
  ORCID_WORK_NOT_FOUND: 'ORCID_WORK_NOT_FOUND',
  /** The decision does not fit the work's state (accept a rejected one, undo a pending one). */
  ORCID_WORK_STATE_ERROR: 'ORCID_WORK_STATE_ERROR',
} as const;

export const OrcidWorkStatusSchema = z.enum([
  'PENDING',
  'MATCHED',
  'ACCEPTED',
  'REJECTED',
  'DUPLICATE',
]);
export type OrcidWorkStatus = z.infer<typeof OrcidWorkStatusSchema>;

export const OrcidRecordStateSchema = z.enum([
  'OK',
  'LOCKED',
  'DEACTIVATED',
  'NOT_FOUND',
  'DEPRECATED',
  'FAILED',
  'NOT_CONFIGURED',
]);

/** A put-code in a path: ORCID's positive integer. */
export const OrcidWorkParamsSchema = z.object({
  profileId: UuidSchema,
  putCode: z.string().regex(/^[1-9]\d{0,17}$/, 'must be an ORCID put-code'),
});

export const OrcidWorkSchema = z.object({
  putCode: z.string().describe("ORCID's put-code of the work (a number, as text)"),
  status: OrcidWorkStatusSchema,
  title: z.string().nullable(),
  year: z.number().int().nullable(),
  doi: z.string().nullable(),
  journal: z.string().nullable(),
  type: z.string().nullable().describe("ORCID's work type (journal-article, book, …)"),
  contributors: z.array(z.string()),
  /** The publication it matched (MATCHED) or that accepting it made or joined (ACCEPTED). */
  publicationId: UuidSchema.nullable(),
  matchKey: z
    .enum(['SOURCE_ID', 'DOI', 'TITLE_YEAR_FIRST_AUTHOR'])
    .nullable()
    .describe('The key that matched: the put-code, the DOI, or title + year + first author'),
  reason: z
    .string()
    .nullable()
    .describe(
      'Why it matched nothing (NO_KEYS, NOT_FOUND, CLAIMED) or why it cannot be accepted (MISSING_TITLE)',
    ),
  duplicateOf: z.string().nullable().describe('The put-code of the work of its group it repeats'),
  problems: z.array(z.string()).describe('What ORCID gave that could not be read'),
  decidedAt: z.iso.datetime().nullable(),
});
export type OrcidWork = z.infer<typeof OrcidWorkSchema>;

export const OrcidRefreshSchema = z.object({
  state: z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']),
  queuedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});

export const OrcidWorksSchema = z.object({
  profileId: UuidSchema,
  orcid: z.string().nullable(),
  record: z
    .object({
      state: OrcidRecordStateSchema,
      fetchedAt: z.iso.datetime().nullable(),
      worksCount: z.number().int(),
    })
    .nullable()
    .describe('The last refresh (null: never refreshed)'),
  refresh: OrcidRefreshSchema.nullable().describe('The latest refresh job (null: none known)'),
  counts: z
    .partialRecord(OrcidWorkStatusSchema, z.number().int())
    .describe('Works by status (a status without works is absent)'),
  items: z.array(OrcidWorkSchema),
});
export type OrcidWorks = z.infer<typeof OrcidWorksSchema>;

export const OrcidWorksQuerySchema = z.object({
  status: OrcidWorkStatusSchema.optional(),
});

export const OrcidRefreshQueuedSchema = z.object({
  queued: z.boolean().describe('false: a refresh of this profile is already waiting'),
});
export type OrcidRefreshQueued = z.infer<typeof OrcidRefreshQueuedSchema>;

export const OrcidAcceptAllSchema = z.object({
  accepted: z.number().int(),
  skipped: z.number().int().describe('Pending works that cannot be accepted (no title)'),
});
export type OrcidAcceptAll = z.infer<typeof OrcidAcceptAllSchema>;

export const OrcidAffiliationSchema = z.object({
  source: z.literal('ORCID'),
  kind: z.enum(['EMPLOYMENT', 'EDUCATION']),
  organization: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  department: z.string().nullable(),
  role: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});
export type OrcidAffiliation = z.infer<typeof OrcidAffiliationSchema>;
