import multipart from '@fastify/multipart';
import {
  AboutMeBodySchema,
  ContactBodySchema,
  DegreeEditBodySchema,
  DegreeIdParamsSchema,
  EmploymentEditBodySchema,
  EmploymentIdParamsSchema,
  ProfileEditDataSchema,
  ProfileIdParamsSchema,
  ResearchWorkIdParamsSchema,
  ResearchWorkTitleBodySchema,
  DeletedMainImageSchema,
  EditSpecialtiesBodySchema,
  MainImageSchema,
  MyProfilesBodySchema,
  PersonalDataBodySchema,
  PersonDetailsSchema,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
} from '@ln/contracts';
import {
  errorResponses,
  profileActorOf,
  requireOwner,
  requireOwnProfile,
  requireProfile,
  ValidationError,
} from '@ln/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RecordNotFoundError,
  type ProfileEditService,
  type RecordKind,
} from './profile-edit.service.js';
import { PHOTO_SIZE_MESSAGE } from './profile-photo.fns.js';

const tags = ['profile edits'];

/*
 * Owner only, decided in onRequest before anything is parsed: 401 without a valid session
 * (ACCOUNT_LOCKED for a blocked account), 403 for an account without a profile; a path naming
 * another profile than the session's own is 404 PROFILE_NOT_FOUND, and a record not on it 404
 * RECORD_NOT_FOUND, as unknown ones are (decision 029).
 */
const onRequest = requireProfile();
const ownProfile = requireOwnProfile('profileId');
const RECORD_NAMES = {
  employment: 'employment',
  degree: 'degree or title',
  'research work': 'research work',
};

const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 409);
const LOCKED =
  '409 PROFILE_LOCKED_ERROR for a deceased person’s profile or one whose account was deleted; a blocked account gets 401 ACCOUNT_LOCKED.';

/** The `file` part of a multipart upload, read into memory within PHOTO_MAX_BYTES. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const fileRequired = () =>
    new ValidationError([
      { key: 'file', content: 'is required: send the image as multipart/form-data field file' },
    ]);
  if (!request.isMultipart()) throw fileRequired();
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw fileRequired();
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ValidationError([
        { key: 'file', content: PHOTO_SIZE_MESSAGE, invalidValue: part.filename },
      ]);
    }
    throw error;
  }
}

/** profiles-area §7 "Profile edits": the owner's writes of their own profile. */
export async function profileEditRoutes(
  app: FastifyInstance,
  options: { service: ProfileEditService },
) {
  const { service } = options;
  // Parsing is only reached after onRequest has let the owner in; one file, nothing else.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/v1.0/profile/personalData',
    {
      onRequest,
      schema: {
        operationId: 'updatePersonalData',
        tags,
        summary: 'The name block of the own profile: name, surname, secondName',
        description: `A person with current employment has their names from the national registry and sends only \`secondName\`: a different name or surname is refused with 409 REGISTRY_DATA_READ_ONLY and nothing changes. Otherwise name and surname are required. ${LOCKED} Answers the edit view.`,
        body: PersonalDataBodySchema,
        response: { 200: PersonDetailsSchema, ...WRITE_ERRORS },
      },
    },
    (request) => service.personalData(profileActorOf(request), request.body, request.lang),
  );

  r.put(
    '/v1.0/profile/aboutMe',
    {
      onRequest,
      schema: {
        operationId: 'updateAboutMe',
        tags,
        summary: 'The biography of the own profile in Polish and English',
        description: `Plain text of at most ABOUT_ME_MAX_LENGTH characters per language; markup (HTML tags) and control characters are refused; empty text clears it. ${LOCKED} Answers the edit view.`,
        body: AboutMeBodySchema,
        response: { 200: PersonDetailsSchema, ...WRITE_ERRORS },
      },
    },
    (request) => service.aboutMe(profileActorOf(request), request.body, request.lang),
  );

  r.put(
    '/v1.0/profile/contact',
    {
      onRequest,
      schema: {
        operationId: 'updateContact',
        tags,
        summary: 'Contact data of the own profile and who may see them',
        description: `\`visibilityEmail\` / \`visibilityPhone\`: ADMINS_ONLY (default), LOGGED_IN or EVERYONE; the public read follows them. Empty values clear a datum. ${LOCKED} Answers the edit view.`,
        body: ContactBodySchema,
        response: { 200: PersonDetailsSchema, ...WRITE_ERRORS },
      },
    },
    (request) => service.contact(profileActorOf(request), request.body, request.lang),
  );

  r.put(
    '/v1.0/profile/myProfiles',
    {
      onRequest,
      schema: {
        operationId: 'updateMyProfiles',
        tags,
        summary: 'Links of the own profile to other portals',
        description: `The whole set replaces the old one. Only http(s) addresses; \`others\` entries with neither link nor portal name are dropped (accounts-and-platform §5), one with a name but no link is a 400. ${LOCKED} Answers the edit view.`,
        body: MyProfilesBodySchema,
        response: { 200: PersonDetailsSchema, ...WRITE_ERRORS },
      },
    },
    (request) => service.myProfiles(profileActorOf(request), request.body, request.lang),
  );

  r.post(
    '/v1.0/profile/:profileId/editSpecialties',
    {
      onRequest: ownProfile,
      schema: {
        operationId: 'editSpecialties',
        tags,
        summary: 'The specialties of the own profile, in order',
        description: `The whole list; order is renumbered from 1 by position. Polish and English names are both required. A \`termId\` from \`public/profile/specialty/filter\` is kept; a new pair of names joins the dictionary. ${LOCKED} Answers the edit view.`,
        params: z.object({ profileId: z.uuid() }),
        body: EditSpecialtiesBodySchema,
        response: { 200: PersonDetailsSchema, ...WRITE_ERRORS },
      },
    },
    (request) => service.editSpecialties(profileActorOf(request), request.body, request.lang),
  );

  r.post(
    '/v1.0/profile/uploadMainImage',
    {
      onRequest,
      schema: {
        operationId: 'uploadMainImage',
        tags,
        summary: 'Uploads the photo of the own profile (multipart/form-data, field `file`)',
        description: `Accepted: ${PHOTO_TYPES.join(', ')}, recognised by content (not by name or declared type), at most ${PHOTO_MAX_BYTES / (1024 * 1024)} MB and 40 million pixels. The image is turned upright, fitted into 600×600 and re-encoded as WebP, which drops EXIF and GPS data. A refused file is a 400 on the key \`file\` naming the allowed types or the limit. ${LOCKED}`,
        consumes: ['multipart/form-data'],
        response: { 200: MainImageSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => service.uploadMainImage(profileActorOf(request), await readUpload(request)),
  );

  r.delete(
    '/v1.0/profile/deleteMainImage',
    {
      onRequest,
      schema: {
        operationId: 'deleteMainImage',
        tags,
        summary: 'Deletes the photo of the own profile',
        description: `\`deleted\` is false when there was none. ${LOCKED}`,
        response: { 200: DeletedMainImageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => service.deleteMainImage(profileActorOf(request)),
  );

  // Employments, degrees and titles, research-work titles (accounts-and-platform §4, §6;
  // profiles-area §4): designed beside §7, answering the edit data after the change.
  const security = [{ bearerAuth: [] }];
  const ownRecord = (kind: RecordKind, param: string) =>
    requireOwner({
      param,
      owns: service.ownsRecord(kind),
      notFound: () => new RecordNotFoundError(RECORD_NAMES[kind]),
    });
  const ownEmployment = ownRecord('employment', 'employmentId');
  const ownDegree = ownRecord('degree', 'degreeId');
  const ownWork = ownRecord('research work', 'researchWorkId');
  const RECORD =
    'The record must be on the session’s own profile (404 RECORD_NOT_FOUND otherwise, whatever its id).';

  r.get(
    '/v1.0/profile/:profileId/editData',
    {
      onRequest: ownProfile,
      schema: {
        operationId: 'getProfileEditData',
        tags,
        security,
        summary: 'Profile edit data: where each field and record comes from, and what may change',
        description:
          'For the own profile only (another profile is 404 PROFILE_NOT_FOUND, as an unknown one). Names of a person with current employment come from POL-on and are not editable; employments and degrees from a state system are read-only except `editableFields`, whose delivered values are kept in `original` once the owner changes them; `canEdit` of each research work the owner is the author of (profiles-area §4).',
        params: ProfileIdParamsSchema,
        response: { 200: ProfileEditDataSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.editData(profileActorOf(request).profileId),
  );

  r.put(
    '/v1.0/profile/employment/:employmentId',
    {
      onRequest: ownEmployment,
      schema: {
        operationId: 'editEmployment',
        tags,
        security,
        summary: 'Changes the owner’s fields of one employment (position, information, link)',
        description: `Institution, status and dates stay as delivered. The first change of a record from a state system keeps the delivered values in \`original\`; values equal to them make the record its original again. ${RECORD} ${LOCKED} Answers the edit data.`,
        params: EmploymentIdParamsSchema,
        body: EmploymentEditBodySchema,
        response: { 200: ProfileEditDataSchema, ...WRITE_ERRORS },
      },
    },
    (request) =>
      service.editEmployment(profileActorOf(request), request.params.employmentId, request.body),
  );

  r.post(
    '/v1.0/profile/employment/:employmentId/restore',
    {
      onRequest: ownEmployment,
      schema: {
        operationId: 'restoreEmployment',
        tags,
        security,
        summary: 'Restores the delivered values of an employment the owner changed',
        description: `409 NOTHING_TO_RESTORE when the record shows what its source delivered. ${RECORD} ${LOCKED} Answers the edit data.`,
        params: EmploymentIdParamsSchema,
        response: { 200: ProfileEditDataSchema, ...WRITE_ERRORS },
      },
    },
    (request) => service.restoreEmployment(profileActorOf(request), request.params.employmentId),
  );

  r.put(
    '/v1.0/profile/degreeOrTitle/:degreeId',
    {
      onRequest: ownDegree,
      schema: {
        operationId: 'editDegreeOrTitle',
        tags,
        security,
        summary: 'Changes the owner’s fields of one degree or title (label, year, classification)',
        description: `Type, granting institution and discipline stay as delivered. The first change of a record from a state system keeps the delivered values in \`original\`. ${RECORD} ${LOCKED} Answers the edit data.`,
        params: DegreeIdParamsSchema,
        body: DegreeEditBodySchema,
        response: { 200: ProfileEditDataSchema, ...WRITE_ERRORS },
      },
    },
    (request) => service.editDegree(profileActorOf(request), request.params.degreeId, request.body),
  );

  r.post(
    '/v1.0/profile/degreeOrTitle/:degreeId/restore',
    {
      onRequest: ownDegree,
      schema: {
        operationId: 'restoreDegreeOrTitle',
        tags,
        security,
        summary: 'Restores the delivered values of a degree or title the owner changed',
        description: `409 NOTHING_TO_RESTORE when the record shows what its source delivered. ${RECORD} ${LOCKED} Answers the edit data.`,
        params: DegreeIdParamsSchema,
        response: { 200: ProfileEditDataSchema, ...WRITE_ERRORS },
      },
    },
    (request) => service.restoreDegree(profileActorOf(request), request.params.degreeId),
  );

  r.put(
    '/v1.0/profile/researchWork/:researchWorkId/title',
    {
      onRequest: ownWork,
      schema: {
        operationId: 'editResearchWorkTitle',
        tags,
        security,
        summary: 'Changes the title of a research work the owner is the author of',
        description: `Only where \`canEdit\` holds (profiles-area §4): a title from POL-on, or a work of kind 202504, is 409 RESEARCH_WORK_READ_ONLY. The replaced titles join \`previousTitles\`. A work the owner is not the author of is 404 RECORD_NOT_FOUND. ${LOCKED} Answers the edit data.`,
        params: ResearchWorkIdParamsSchema,
        body: ResearchWorkTitleBodySchema,
        response: { 200: ProfileEditDataSchema, ...WRITE_ERRORS },
      },
    },
    (request) =>
      service.editResearchWorkTitle(
        profileActorOf(request),
        request.params.researchWorkId,
        request.body,
      ),
  );
}
