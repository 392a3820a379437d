import {
  CvAllQuerySchema,
  CvBasicDataSchema,
  CvBasicInfoBodySchema,
  CvCitationStyleAnswerSchema,
  CvCitationStyleBodySchema,
  CvCreateQuerySchema,
  CvDescriptionFieldsBodySchema,
  CvDescriptionFieldsSchema,
  CvForChooseQuerySchema,
  CvForChooseSchema,
  CvIdParamsSchema,
  CvLabelListSchema,
  CvLanguageQuerySchema,
  CvListSchema,
  CvPublicationBodySchema,
  CvPublicationsSchema,
  CvQualificationBodySchema,
  CvQualificationsSchema,
  CvRemainingLabelsSchema,
  CvSummarySchema,
  CvVerificationCodeParamsSchema,
  CvVerificationCodesSchema,
  CvVerificationKeysSchema,
  CvVerificationParamsSchema,
  CvVerificationSchema,
  CodeLabelSchema,
  ProfileIdParamsSchema,
} from '@ln/contracts';
import {
  actorOf,
  DEFAULT_PUBLIC_API_CONFIG,
  errorResponses,
  NotFoundError,
  publicLimitExempt,
  type PublicApiConfig,
  profileActorOf,
  requireOwner,
  requireOwnProfile,
  requireUser,
} from '@ln/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CvDocumentService } from './cv-document.service.js';
import type { CvVerificationService } from './cv-verification.service.js';
import { CvNotFoundError, type CvService } from './cv.service.js';

const tags = ['cv'];
const security = [{ bearerAuth: [] }];

const SAVE_RULE =
  'The list is saved whole: `order` is renumbered from the position, zero-based, and the answer is the reloaded data (profiles-area §4). 400 with `errors` for a bad body.';

/**
 * The CV builder's 15 calls (profiles-area §7 "CV"), behind the feature flag CV-GENERATOR
 * (accounts §2, §6): with the flag off every call answers 404 before anything else.
 * Owner-only: authentication, then the ownership of the CV or profile in onRequest, before
 * Fastify parses anything: anonymous → 401, no profile → 403, someone else's → 404 as an
 * unknown one (CV_NOT_FOUND, PROFILE_NOT_FOUND; decision 029), then validation (400).
 */
export async function cvRoutes(
  app: FastifyInstance,
  options: {
    service: CvService;
    documents: CvDocumentService;
    enabled: boolean;
    /** Downloads per user and minute (decision 034). */
    downloadsPerMinute: number;
    verifications: CvVerificationService;
    /** The verify call's own limit per client address (CV_VERIFY_PER_MINUTE). */
    verifyLimit: { perMinute: number; publicApi?: PublicApiConfig | undefined };
  },
) {
  const { service, documents, verifications, enabled } = options;
  // Encapsulated: runs for this plugin's routes only, before their own guards.
  app.addHook('onRequest', async () => {
    if (!enabled) throw new NotFoundError('The CV generator is not enabled.');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ownCv = requireOwner({
    param: 'cvId',
    owns: service.owns,
    notFound: () => new CvNotFoundError(),
  });
  const ownProfile = requireOwnProfile('profileId');
  const guarded = errorResponses(400, 401, 403, 404);
  // One budget per user (the session's, after the guards), not per address: an owner's
  // downloads are counted wherever they come from, and one owner cannot take another's.
  const downloadLimit = app.rateLimit({
    max: options.downloadsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `cv-download:${actorOf(request).userId}`,
  });

  // The verify page's read (issue 49): public, and limited per address more tightly than other
  // public reads; a code is 96 random bits, so its answers tell nothing to an enumerator.
  const publicApi = options.verifyLimit.publicApi ?? DEFAULT_PUBLIC_API_CONFIG;
  const verifyLimit = publicApi.rateLimitEnabled
    ? [
        app.rateLimit({
          max: options.verifyLimit.perMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `cv-verify:${request.ip}`,
          allowList: publicLimitExempt(publicApi),
        }),
      ]
    : [];

  r.get(
    '/v1.0/public/cv/verification/:code',
    {
      onRequest: verifyLimit,
      schema: {
        operationId: 'getCvVerification',
        tags,
        summary:
          'What a CV document’s verification code stands for, and whether its signature holds',
        description:
          'The facts a generated CV document stands for: its owner, each degree, title and employment it names with its source (POL-on, RAD-on, … or the owner) and whether a registry confirms it, and each listed publication with its PBN id or DOI and whether it is on the owner’s profile. Nothing the owner left out of the CV. `status`: VALID (the Ed25519 signature over the RFC 8785 canonical JSON of `facts` holds, with the key `keyId` of `public/cv/verificationKeys`), REVOKED (the owner withdrew the code) or INVALID_SIGNATURE (the facts were altered). The code is read case-insensitively, with or without hyphens (400 past 64 characters). An unknown or malformed code, and one of a hidden profile, answer the same 404 CV_VERIFICATION_NOT_FOUND. Limited per client address (CV_VERIFY_PER_MINUTE): past it 429.',
        params: CvVerificationCodeParamsSchema,
        response: { 200: CvVerificationSchema, ...errorResponses(400, 404, 429) },
      },
    },
    (request) => verifications.verify(request.params.code),
  );

  r.get(
    '/v1.0/public/cv/verificationKeys',
    {
      schema: {
        operationId: 'getCvVerificationKeys',
        tags,
        summary: 'The public keys that sign CV verification facts (JSON Web Key Set)',
        description:
          'Ed25519 keys (OKP) by their RFC 7638 thumbprint (`kid`), which `public/cv/verification/{code}` names as `keyId`: anyone can check a signature without this portal’s word for it.',
        response: { 200: CvVerificationKeysSchema, ...errorResponses(404) },
      },
    },
    () => verifications.keys(),
  );

  r.get(
    '/v1.0/cv/:cvId/verificationCodes',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'getCvVerificationCodes',
        tags,
        security,
        summary: 'The verification codes the CV’s documents carry, newest first',
        description:
          'Each download prints a code; a download of unchanged content keeps the earlier code, one of changed content (or after a revocation) gets a new one.',
        params: CvIdParamsSchema,
        response: { 200: CvVerificationCodesSchema, ...guarded },
      },
    },
    (request) => verifications.list(request.params.cvId),
  );

  r.post(
    '/v1.0/cv/:cvId/verificationCodes/:code/revoke',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'revokeCvVerificationCode',
        tags,
        security,
        summary: 'Revokes a verification code of the CV',
        description:
          'The verify page then says the code is revoked. Revoking twice keeps the first date. 404 CV_VERIFICATION_NOT_FOUND for a code that is not this CV’s. The answer is the CV’s codes.',
        params: CvVerificationParamsSchema,
        response: { 200: CvVerificationCodesSchema, ...guarded },
      },
    },
    (request) =>
      verifications.revoke(profileActorOf(request), request.params.cvId, request.params.code),
  );

  r.get(
    '/v1.0/cv/publicationTypes',
    {
      onRequest: requireUser(),
      schema: {
        operationId: 'getCvPublicationTypes',
        tags,
        security,
        summary: 'The publication types a CV publication may have, labelled in the language',
        querystring: CvLanguageQuerySchema,
        response: { 200: z.array(CodeLabelSchema), ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.publicationTypes(request.query.language),
  );

  r.get(
    '/v1.0/cv/labels',
    {
      onRequest: requireUser(),
      schema: {
        operationId: 'getCvLabels',
        tags,
        security,
        summary: 'The CV labels of one language, with their section and tip',
        description:
          'BASIC_DATA labels are the basic data a CV may hold; DESCRIPTION labels are the narrative modules (contributions to knowledge, to the development of others, to the research community, to broader society, key achievements) with their tips.',
        querystring: CvLanguageQuerySchema,
        response: { 200: CvLabelListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.labels(request.query.language),
  );

  r.get(
    '/v1.0/cv/:profileId',
    {
      onRequest: ownProfile,
      schema: {
        operationId: 'getCvs',
        tags,
        security,
        summary: "The owner's CVs, newest first",
        params: ProfileIdParamsSchema,
        response: { 200: CvListSchema, ...guarded },
      },
    },
    (request) => service.list(profileActorOf(request)),
  );

  r.post(
    '/v1.0/cv/:profileId',
    {
      onRequest: ownProfile,
      schema: {
        operationId: 'createCv',
        tags,
        security,
        summary: 'Creates a CV in Polish or English, prefilled from the profile',
        description:
          'Basic data from the profile (name, highest degree or title, current employment and position, discipline, ORCID iD, e-mail and phone only when shown to everyone), the §9 suggestions (3 functions, 3 memberships, 5 specialties, the 5 newest visible publications), experienceYears 0 and the empty narrative modules with their tips. 409 CV_LIMIT_ERROR past 50 CVs.',
        params: ProfileIdParamsSchema,
        querystring: CvCreateQuerySchema,
        response: { 200: CvSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.create(profileActorOf(request), request.query.language),
  );

  r.get(
    '/v1.0/cv/:cvId/basicData',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'getCvBasicData',
        tags,
        security,
        summary: 'The basic data of a CV (key, value, order)',
        params: CvIdParamsSchema,
        response: { 200: CvBasicDataSchema, ...guarded },
      },
    },
    (request) => service.basicData(profileActorOf(request), request.params.cvId),
  );

  r.get(
    '/v1.0/cv/:cvId/basicDataRemainingLabels',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'getCvBasicDataRemainingLabels',
        tags,
        security,
        summary: 'The basic data labels the CV does not use yet',
        params: CvIdParamsSchema,
        response: { 200: CvRemainingLabelsSchema, ...guarded },
      },
    },
    (request) => service.remainingLabels(profileActorOf(request), request.params.cvId),
  );

  r.post(
    '/v1.0/cv/:cvId/basicInfo',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'saveCvBasicInfo',
        tags,
        security,
        summary: 'Saves the basic data of a CV',
        description: `Each key is a BASIC_DATA label, once. ${SAVE_RULE}`,
        params: CvIdParamsSchema,
        body: CvBasicInfoBodySchema,
        response: { 200: CvBasicDataSchema, ...guarded },
      },
    },
    (request) => service.saveBasicInfo(profileActorOf(request), request.params.cvId, request.body),
  );

  r.get(
    '/v1.0/cv/:cvId/qualifications',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'getCvQualifications',
        tags,
        security,
        summary: 'The functions, memberships, specialties and years of experience of a CV',
        params: CvIdParamsSchema,
        response: { 200: CvQualificationsSchema, ...guarded },
      },
    },
    (request) => service.qualifications(profileActorOf(request), request.params.cvId),
  );

  r.post(
    '/v1.0/cv/:cvId/qualification',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'saveCvQualification',
        tags,
        security,
        summary: 'Saves the qualifications of a CV',
        description: `functionId, membershipId and specialtyId link the profile's own records (else 400) or are null for an item typed in by hand; experienceYears defaults to 0. ${SAVE_RULE}`,
        params: CvIdParamsSchema,
        body: CvQualificationBodySchema,
        response: { 200: CvQualificationsSchema, ...guarded },
      },
    },
    (request) =>
      service.saveQualifications(profileActorOf(request), request.params.cvId, request.body),
  );

  r.get(
    '/v1.0/cv/:cvId/publications',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'getCvPublications',
        tags,
        security,
        summary: 'The publications of a CV',
        params: CvIdParamsSchema,
        response: { 200: CvPublicationsSchema, ...guarded },
      },
    },
    (request) => service.publications(profileActorOf(request), request.params.cvId),
  );

  r.get(
    '/v1.0/cv/:cvId/publications/forChoose',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'getCvPublicationsForChoose',
        tags,
        security,
        summary: "The owner's visible publications to choose from, and their projects to cite",
        description:
          '`filter`: words that must each be in the title, the DOI or an author’s surname; `type` and `year` narrow further. Newest first, at most 100.',
        params: CvIdParamsSchema,
        querystring: CvForChooseQuerySchema,
        response: { 200: CvForChooseSchema, ...guarded },
      },
    },
    (request) => service.forChoose(profileActorOf(request), request.params.cvId, request.query),
  );

  r.post(
    '/v1.0/cv/:cvId/publication',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'saveCvPublication',
        tags,
        security,
        summary: 'Saves the publications of a CV',
        description: `A publicationId must be a visible publication of the owner's profile, once; null for one typed in by hand. At most 300. ${SAVE_RULE}`,
        params: CvIdParamsSchema,
        body: CvPublicationBodySchema,
        response: { 200: CvPublicationsSchema, ...guarded },
      },
    },
    (request) =>
      service.savePublications(profileActorOf(request), request.params.cvId, request.body),
  );

  r.get(
    '/v1.0/cv/:cvId/citationStyle',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'getCvCitationStyle',
        tags,
        security,
        summary: 'The citation style of the CV’s publication list, and the list as it reads in it',
        description:
          '`citationStyle`: apa (APA 7th edition), chicago (Chicago author-date), harvard (Cite Them Right), ieee, pn-iso-690, vancouver, or null for the portal’s own list line. `references`: one per publication of the CV, in its order, in the CV’s language (PN-ISO 690 always Polish); the documents print them. CSL styles of the CSL project, formatted by citeproc (decision 051).',
        params: CvIdParamsSchema,
        response: { 200: CvCitationStyleAnswerSchema, ...guarded },
      },
    },
    (request) => documents.citationStyle(profileActorOf(request), request.params.cvId),
  );

  r.post(
    '/v1.0/cv/:cvId/citationStyle',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'saveCvCitationStyle',
        tags,
        security,
        summary: 'Sets the citation style of the CV’s publication list',
        description:
          'null: the portal’s own list line. The answer is the style and the list as it reads in it. 400 for a style not offered.',
        params: CvIdParamsSchema,
        body: CvCitationStyleBodySchema,
        response: { 200: CvCitationStyleAnswerSchema, ...guarded },
      },
    },
    (request) =>
      documents.saveCitationStyle(
        profileActorOf(request),
        request.params.cvId,
        request.body.citationStyle,
      ),
  );

  r.get(
    '/v1.0/cv/:cvId/descriptionFields',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'getCvDescriptionFields',
        tags,
        security,
        summary: 'The descriptive part (narrative modules) of a CV with their tips',
        params: CvIdParamsSchema,
        response: { 200: CvDescriptionFieldsSchema, ...guarded },
      },
    },
    (request) => service.descriptionFields(profileActorOf(request), request.params.cvId),
  );

  r.post(
    '/v1.0/cv/:cvId/descriptionFields',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'saveCvDescriptionFields',
        tags,
        security,
        summary: 'Saves the descriptive part of a CV',
        description: `Each key is a DESCRIPTION label; internalId is unique in the CV. A value may cite the owner's evidence with markers \`[[pub:<publicationId>]]\` and \`[[project:<projectId>]]\`; the documents number them and list the cited works at the end. A marker of a work not on the profile is a 400. ${SAVE_RULE}`,
        params: CvIdParamsSchema,
        body: CvDescriptionFieldsBodySchema,
        response: { 200: CvDescriptionFieldsSchema, ...guarded },
      },
    },
    (request) =>
      service.saveDescriptionFields(profileActorOf(request), request.params.cvId, request.body),
  );

  r.get(
    '/v1.0/cv/:cvId/all',
    {
      onRequest: ownCv,
      schema: {
        operationId: 'getCvAll',
        tags,
        security,
        summary: 'The whole CV as a document to download',
        description:
          '`cvType`: `NARRATIVE_PDF` (the narrative CV as a tagged PDF, application/pdf), `NARRATIVE_DOCX` (the narrative CV as Word, application/vnd.openxmlformats-officedocument.wordprocessingml.document) or `PLAIN_DOCX` (the plain Word download of accounts §1: the data without the descriptive part). In the CV’s language; an attachment named after the person and the date; never cached. Each user has a budget of downloads per minute (CV_DOWNLOADS_PER_MINUTE, default 10): past it 429 RATE_LIMITED with Retry-After. Documents render in a bounded pool of worker threads: when it and its queue are full, 503 SERVICE_UNAVAILABLE with Retry-After.',
        params: CvIdParamsSchema,
        querystring: CvAllQuerySchema,
        response: {
          200: z.unknown().describe('The document (binary)'),
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
      preHandler: downloadLimit,
    },
    async (request, reply) => {
      const file = await documents.download(
        profileActorOf(request),
        request.params.cvId,
        request.query.cvType,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
