import { z } from 'zod';

/** Ids of profiles and of everything else public are UUIDs. */
export const UuidSchema = z.uuid({ message: 'must be a UUID' });
export type Uuid = z.infer<typeof UuidSchema>;

export const ProfileIdParamsSchema = z.object({ profileId: UuidSchema });
export type ProfileIdParams = z.infer<typeof ProfileIdParamsSchema>;

/** A code/label pair (profiles-area §3). */
export const CodeLabelSchema = z.object({ code: z.string(), label: z.string() });
export type CodeLabel = z.infer<typeof CodeLabelSchema>;

export const DataSourceSchema = z.enum([
  'POLON',
  'PBN',
  'OPI',
  'RADON',
  'NAUKA_POLSKA',
  'ORCID',
  'USER',
]);
export type DataSource = z.infer<typeof DataSourceSchema>;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/**
 * Paging query (profiles-area §3, §9): zero-based `page`, `size` from 1 to 100, 20 by
 * default. Values outside those bounds are a 400, never silently clamped.
 */
export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(100_000, 'must be at most 100000')
    .default(0),
  size: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(PAGE_SIZE_MAX, `must be at most ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A page of items: totalPages = ceil(totalElements / size). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });
}

export function toPage<T>(content: T[], total: number, query: PageQuery) {
  return {
    content,
    page: query.page,
    size: query.size,
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
  };
}

/** Dates travel as ISO dates (YYYY-MM-DD). The answers' form; requests take `isoDate`. */
export const IsoDateSchema = z.iso.date();
export type IsoDate = z.infer<typeof IsoDateSchema>;

/**
 * The range of every date a request or an import file gives (decision 035): PostgreSQL takes
 * no year 0000, and nothing the portal records (a body's founding, a term, a certificate, a
 * conference) is older than the year 1000 or planned past 2999.
 */
export const ISO_DATE_MIN = '1000-01-01';
export const ISO_DATE_MAX = '2999-12-31';
export const ISO_DATE_MESSAGE = 'must be a date (YYYY-MM-DD)';
export const ISO_DATE_RANGE_MESSAGE = `must be a date from ${ISO_DATE_MIN} to ${ISO_DATE_MAX}`;

/** True for a real calendar day YYYY-MM-DD within ISO_DATE_MIN…ISO_DATE_MAX. */
export function isIsoDateInRange(value: string): boolean {
  return IsoDateSchema.safeParse(value).success && value >= ISO_DATE_MIN && value <= ISO_DATE_MAX;
}

/** A date of a request: a real calendar day, YYYY-MM-DD, within the range above. */
export const isoDate = z.iso
  .date({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'is required' : ISO_DATE_MESSAGE,
    abort: true,
  })
  .refine((value) => value >= ISO_DATE_MIN && value <= ISO_DATE_MAX, ISO_DATE_RANGE_MESSAGE);

/** The day of a stored date (YYYY-MM-DD, UTC), as the answers give it; null stays null. */
export function toIsoDate(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
