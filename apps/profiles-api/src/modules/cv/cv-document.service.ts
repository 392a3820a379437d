import {
  CV_AUDIT_ACTIONS,
  CV_CITATION_STYLES,
  ERROR_CODES,
  type CvCitationStyle,
  type CvCitationStyleAnswer,
  type CvDownloadType,
  type CvLanguage,
} from '@ln/contracts';
import { citedKeys, RenderQueueFullError, type CvDocument, type RenderPool } from '@ln/cv';
import type { TxRunner } from '@ln/db';
import type { AuditRepository } from '@ln/lifecycle';
import { AppError, type ProfileActor } from '@ln/server';
import type { CitationService } from '../citation/citation.service.js';
import { publicationTypeLabel } from '../publication/publication.fns.js';
import {
  authorsLine,
  documentFileName,
  evidenceIds,
  period,
  personName,
  toDbLanguage,
  toPublicationRow,
  yearOf,
} from './cv.fns.js';
import type { CvRepository } from './cv.repository.js';
import { printedCode } from './cv-verification.fns.js';
import type { CvVerificationService } from './cv-verification.service.js';
import { CvNotFoundError, ownCv } from './cv.service.js';

/** Seconds a caller is told to wait when every renderer is busy (decision 034). */
export const RENDER_RETRY_AFTER_SECONDS = 5;

/** 503 in the envelope with Retry-After: the render pool and its queue are full. */
export class RenderersBusyError extends AppError {
  constructor() {
    super(
      503,
      ERROR_CODES.SERVICE_UNAVAILABLE,
      'Every document renderer is busy; try again in a few seconds.',
      undefined,
      { 'retry-after': String(RENDER_RETRY_AFTER_SECONDS) },
    );
  }
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The CV's documents (decision 020): the model both renderers read, built from the stored CV,
 * and the downloads, rendered in the pool's worker threads (decision 034), never on the event
 * loop that answers everyone else.
 */
export function createCvDocumentService(deps: {
  repo: CvRepository;
  renderer: RenderPool;
  /** Every document carries a verification code (docs/cv.md "Verification"). */
  verifications: CvVerificationService;
  /** The origin of the verify page's address (PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** Formats the publication list in the CV's citation style (decision 051). */
  citations: Pick<CitationService, 'cvReferences'>;
  audit: AuditRepository;
  tx: TxRunner;
}) {
  const { repo, renderer, verifications, publicOrigin, citations, audit, tx } = deps;

  const styleOf = (value: string | null): CvCitationStyle | null =>
    (CV_CITATION_STYLES as readonly string[]).includes(value ?? '')
      ? (value as CvCitationStyle)
      : null;

  /** The CV's publications formatted in its style, in its order; none without a style. */
  async function referencesOf(
    profileId: string,
    publications: Awaited<ReturnType<CvRepository['publications']>>,
    style: CvCitationStyle | null,
    language: CvLanguage,
  ): Promise<string[]> {
    if (!style || publications.length === 0) return [];
    return citations.cvReferences(
      profileId,
      publications.map((p) => ({
        publicationId: p.publicationId,
        authors: [p.author1, p.author2, p.author3].filter((a): a is string => !!a),
        title: p.title,
        year: p.year,
        doi: p.doi,
        type: p.publicationType,
      })),
      style,
      language,
    );
  }

  /** What the narrative cites, as the documents list it. */
  async function evidenceOf(
    profileId: string,
    fields: Array<{ value: string }>,
    language: CvLanguage,
  ): Promise<CvDocument['evidence']> {
    const ids = evidenceIds([...new Set(fields.flatMap((f) => citedKeys(f.value)))]);
    const [pubs, projects] = await Promise.all([
      repo.publicationsOf(profileId, ids.publications),
      repo.projectsOf(profileId, ids.projects),
    ]);
    const evidence: CvDocument['evidence'] = {};
    for (const p of pubs) {
      const authors = authorsLine(toPublicationRow(p), language, p.allAuthorsCount > 3);
      evidence[`pub:${p.id}`] = {
        text: `${authors}${p.year ? ` (${p.year})` : ''}. ${p.mainTitle}.`,
        doi: p.doi,
      };
    }
    for (const p of projects)
      evidence[`project:${p.id}`] = {
        text: `${p.title}${period(yearOf(p.startDate), yearOf(p.endDate))}.`,
        doi: null,
      };
    return evidence;
  }

  const service = {
    /** The model both renderers read. */
    async document(owner: ProfileActor, cvId: string): Promise<CvDocument> {
      const { lang: language, citationStyle } = await ownCv(repo, owner.profileId, cvId);
      const [person, labels, basic, q, publications, fields] = await Promise.all([
        repo.person(owner.profileId),
        repo.labels(toDbLanguage(language)),
        repo.basicData(cvId),
        repo.qualifications(cvId),
        repo.publications(cvId),
        repo.descriptionFields(cvId),
      ]);
      if (!person) throw new CvNotFoundError();
      const labelOf = new Map(labels.map((l) => [l.key, l.label]));
      const styled = await referencesOf(
        owner.profileId,
        publications,
        styleOf(citationStyle),
        language,
      );
      return {
        language,
        person: personName(person),
        basicData: basic.map((b) => ({ label: labelOf.get(b.key) ?? b.key, value: b.value })),
        qualifications: {
          experienceYears: q.experienceYears,
          functions: q.functions.map(
            (f) => `${f.name}${period(yearOf(f.fromDate), yearOf(f.toDate))}`,
          ),
          memberships: q.memberships.map((m) => `${m.name}${period(m.fromYear, m.toYear)}`),
          specialties: q.specialties.map((s) => s.name),
        },
        publications: publications.map((p, i) => ({
          authors: authorsLine(p, language),
          year: p.year,
          title: p.title,
          type: publicationTypeLabel(p.publicationType, language),
          doi: p.doi,
          description: p.description,
          ...(styled[i] ? { reference: styled[i] } : {}),
        })),
        narrative: fields.map((f) => ({ heading: labelOf.get(f.key) ?? f.key, text: f.value })),
        evidence: await evidenceOf(owner.profileId, fields, language),
      };
    },

    /** `GET cv/{cvId}/citationStyle`: the style and the list as it reads in it. */
    async citationStyle(owner: ProfileActor, cvId: string): Promise<CvCitationStyleAnswer> {
      const { lang, citationStyle } = await ownCv(repo, owner.profileId, cvId);
      const style = styleOf(citationStyle);
      const publications = await repo.publications(cvId);
      return {
        citationStyle: style,
        references: await referencesOf(owner.profileId, publications, style, lang),
      };
    },

    /** `POST cv/{cvId}/citationStyle`: saves the style (audited), answers the list in it. */
    async saveCitationStyle(
      owner: ProfileActor,
      cvId: string,
      citationStyle: CvCitationStyle | null,
    ): Promise<CvCitationStyleAnswer> {
      await tx(async (t) => {
        await repo.lockCv(cvId, t);
        await repo.setCitationStyle(cvId, citationStyle, t);
        await audit.write(
          {
            actor: { userId: owner.userId, reqId: owner.reqId },
            action: CV_AUDIT_ACTIONS.SAVED,
            targetType: 'PROFILE',
            targetId: owner.profileId,
            details: { cvId, section: 'citationStyle', citationStyle },
          },
          t,
        );
      });
      return service.citationStyle(owner, cvId);
    },

    /**
     * `GET cv/{cvId}/all?cvType=`: the file, its type and its name (decision 020), rendered in
     * the pool; 503 with Retry-After when the pool and its queue are full (decision 034).
     */
    async download(owner: ProfileActor, cvId: string, cvType: CvDownloadType) {
      const [doc, person] = await Promise.all([
        service.document(owner, cvId),
        repo.person(owner.profileId),
      ]);
      if (!person) throw new CvNotFoundError();
      // The facts are read and signed before the rendering: the code names what this file says.
      const { code, issued } = await verifications.issue(owner, cvId, doc.language, doc.person);
      doc.verification = { code: printedCode(code), url: `${publicOrigin}/verify/${code}`, issued };
      const format =
        cvType === 'NARRATIVE_PDF' ? 'pdf' : cvType === 'NARRATIVE_DOCX' ? 'docx' : 'docx-plain';
      let body: Buffer;
      try {
        body = await renderer.render({ doc, format });
      } catch (error) {
        if (error instanceof RenderQueueFullError) throw new RenderersBusyError();
        throw error;
      }
      const now = new Date();
      return format === 'pdf'
        ? {
            body,
            contentType: 'application/pdf',
            disposition: documentFileName(person, now, 'pdf').header,
          }
        : {
            body,
            contentType: DOCX,
            disposition: documentFileName(person, now, 'docx', format === 'docx' ? '' : '-plain')
              .header,
          };
    },
  };
  return service;
}

export type CvDocumentService = ReturnType<typeof createCvDocumentService>;
