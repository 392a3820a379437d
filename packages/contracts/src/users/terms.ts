// Contracts of the terms of use (accounts-and-platform §4: accepted before anything else works).
import { z } from 'zod';
import { DeleteAccountQuerySchema } from './admin.js';

/** `GET v1.0/public/terms`: the current terms in both languages. */
export const TermsSchema = z.object({
  version: z.number().int(),
  publishedAt: z.iso.datetime(),
  textPl: z.string(),
  textEn: z.string(),
});
export type Terms = z.infer<typeof TermsSchema>;

/** `GET v1.0/terms/acceptance`: what the logged-in account accepted. */
export const TermsAcceptanceSchema = z.object({
  currentVersion: z.number().int(),
  acceptedVersion: z.number().int().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
  /** True when the account accepted an older revision (CONSENT_CHANGE_REQUIRED_ERROR). */
  changed: z.boolean(),
});
export type TermsAcceptance = z.infer<typeof TermsAcceptanceSchema>;

/** `POST v1.0/terms/acceptance`: accept this version, which must be the current one. */
export const AcceptTermsSchema = z
  .object({ version: z.number({ message: 'must be a number' }).int().min(1) })
  .strict();
export type AcceptTerms = z.infer<typeof AcceptTermsSchema>;

/** `DELETE v1.0/terms/acceptance?confirmation=true`: withdrawing deletes the account. */
export const WithdrawTermsQuerySchema = DeleteAccountQuerySchema.pick({ confirmation: true });
export type WithdrawTermsQuery = z.infer<typeof WithdrawTermsQuerySchema>;
