// Contracts of the patent module (profiles-area §3, §7; accounts-and-platform §7).
import { z } from 'zod';
import { DataSourceSchema, IsoDateSchema, UuidSchema } from './common.js';

/** `public/{profileId}/patents/{patentId}`. */
export const PatentParamsSchema = z.object({ profileId: UuidSchema, patentId: UuidSchema });
export type PatentParams = z.infer<typeof PatentParamsSchema>;

/** Short patent (profiles-area §3). `patenSource` is spelled as the spec spells it. */
export const PatentShortSchema = z.object({
  industrialPropertyId: UuidSchema,
  calculatedTitle: z.string(),
  typeCode: z.string(),
  /** The patent_unit label in the request language. */
  typeLabel: z.string(),
  patenSource: DataSourceSchema,
});
export type PatentShort = z.infer<typeof PatentShortSchema>;

/** `GET public/{profileId}/shortPatents`: the profile's industrial property, newest application first. */
export const PatentShortListSchema = z.array(PatentShortSchema);
export type PatentShortList = z.infer<typeof PatentShortListSchema>;

export const IndustrialPropertyTitleSchema = z.object({
  languageCode: z.string(),
  value: z.string(),
});
export type IndustrialPropertyTitle = z.infer<typeof IndustrialPropertyTitleSchema>;

export const IndustrialPropertyAbstractSchema = z.object({
  languageCode: z.string(),
  name: z.string().nullable(),
  value: z.string(),
});
export type IndustrialPropertyAbstract = z.infer<typeof IndustrialPropertyAbstractSchema>;

export const IndustrialPropertyDetailsSchema = z.object({
  typeCode: z.string(),
  /** The patent_unit label in the request language. */
  typeName: z.string(),
  calculatedLanguage: z.string(),
  calculatedTitle: z.string(),
  titles: z.array(IndustrialPropertyTitleSchema),
  abstracts: z.array(IndustrialPropertyAbstractSchema),
  botanicName: z.string().nullable(),
  plantSpeciesName: z.string().nullable(),
  plantVarietyName: z.string().nullable(),
});
export type IndustrialPropertyDetails = z.infer<typeof IndustrialPropertyDetailsSchema>;

/** The entity that shows (publishes) the right's data, with its institutions and persons. */
export const IndustrialPropertyShowingEntitySchema = z.object({
  name: z.string().nullable(),
  institutions: z.array(z.object({ uuid: z.string().nullable(), name: z.string() })),
  persons: z.array(z.object({ name: z.string(), surname: z.string() })),
});
export type IndustrialPropertyShowingEntity = z.infer<typeof IndustrialPropertyShowingEntitySchema>;

/** Links of the right in the three registries; null where the registry has no entry. */
export const IndustrialPropertyRegistryLinksSchema = z.object({
  uprp: z.string().nullable(),
  espacenet: z.string().nullable(),
  epo: z.string().nullable(),
});
export type IndustrialPropertyRegistryLinks = z.infer<typeof IndustrialPropertyRegistryLinksSchema>;

export const IndustrialPropertyRightSchema = z.object({
  applicationDate: IsoDateSchema.nullable(),
  applicationNumber: z.string().nullable(),
  publicationDate: IsoDateSchema.nullable(),
  publicationNumber: z.string().nullable(),
  grantDate: IsoDateSchema.nullable(),
  rightNumber: z.string().nullable(),
  grantingInstitutionCode: z.string().nullable(),
  grantingInstitutionName: z.string().nullable(),
  grantingInstitutionCountry: z.string().nullable(),
  protectionRegion: z.string().nullable(),
  priorityRegion: z.string().nullable(),
  priorityNumber: z.string().nullable(),
  showingEntity: IndustrialPropertyShowingEntitySchema.nullable(),
  registryLinks: IndustrialPropertyRegistryLinksSchema,
});
export type IndustrialPropertyRight = z.infer<typeof IndustrialPropertyRightSchema>;

/** A creator in list order; profileId only where the person has a visible profile. */
export const IndustrialPropertyCreatorSchema = z.object({
  profileId: UuidSchema.nullable(),
  name: z.string(),
  surname: z.string(),
});
export type IndustrialPropertyCreator = z.infer<typeof IndustrialPropertyCreatorSchema>;

/** `GET public/{profileId}/patents/{patentId}` (profiles-area §3 "Industrial property"). */
export const IndustrialPropertySchema = z.object({
  id: UuidSchema,
  source: DataSourceSchema,
  details: IndustrialPropertyDetailsSchema,
  rights: z.array(IndustrialPropertyRightSchema),
  creators: z.array(IndustrialPropertyCreatorSchema),
});
export type IndustrialProperty = z.infer<typeof IndustrialPropertySchema>;
