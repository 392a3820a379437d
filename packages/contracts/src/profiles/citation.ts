// Contracts of the citation export (beside the spec: profiles-area §7 has no export call).
import { z } from 'zod';
import { UuidSchema } from './common.js';

/** Export formats: three for reference managers, two formatted references. */
export const CITATION_FORMATS = ['bibtex', 'ris', 'csl-json', 'apa', 'pn-iso-690'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

/** What each format is sent as: content type and file extension. */
export const CITATION_FORMAT_FILES: Record<CitationFormat, { contentType: string; ext: string }> = {
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', ext: 'bib' },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', ext: 'ris' },
  'csl-json': {
    contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8',
    ext: 'json',
  },
  apa: { contentType: 'text/plain; charset=utf-8', ext: 'txt' },
  'pn-iso-690': { contentType: 'text/plain; charset=utf-8', ext: 'txt' },
};

export const CitationQuerySchema = z.object({
  format: z.enum(CITATION_FORMATS, {
    message: `must be one of ${CITATION_FORMATS.join(', ')}`,
  }),
});
export type CitationQuery = z.infer<typeof CitationQuerySchema>;

export const CitationPublicationParamsSchema = z.object({
  profileId: UuidSchema,
  publicationId: UuidSchema,
});
